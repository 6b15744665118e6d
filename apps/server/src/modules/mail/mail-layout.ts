/**
 * The look every message shares, rendered twice from the same blocks so the HTML and plain-text
 * versions never say different things. Mail clients drop <style> and most CSS, so the HTML is tables
 * and inline styles only, with the product's colours (navy band, white card, system fonts).
 */

/** One piece of a message body, in reading order. */
export type MailBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  /** A short code the reader types in: large, monospaced, easy to copy. */
  | { readonly kind: 'code'; readonly code: string }
  | { readonly kind: 'button'; readonly label: string; readonly href: string }
  /** Small print: why the mail came, what to do if it was not expected. */
  | { readonly kind: 'note'; readonly text: string };

export interface MailContent {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

export interface MailLayoutInput {
  readonly subject: string;
  /** Shown by most inboxes beside the subject; hidden in the body. */
  readonly preheader: string;
  readonly heading: string;
  readonly blocks: readonly MailBlock[];
}

export const PRODUCT_NAME = 'Transmission Spec';

const NAVY = '#0b3d6b';
const TEXT = '#17212b';
const MUTED = '#4a5866';
const MIST = '#f4f6f9';
const LINE = '#d9e0e8';
const FONT =
  "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Noto Sans',sans-serif";
const MONO = "ui-monospace,SFMono-Regular,Menlo,Consolas,'Liberation Mono',monospace";

/** Everything user-supplied goes through this: a name or link must never become markup. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${TEXT};">${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p style="margin:8px 0 24px;text-align:center;"><span style="display:inline-block;padding:12px 20px;border:1px solid ${LINE};border-radius:8px;background:${MIST};font-family:${MONO};font-size:32px;font-weight:700;letter-spacing:6px;color:${NAVY};">${escapeHtml(block.code)}</span></p>`;
    case 'button':
      return `<p style="margin:8px 0 24px;text-align:center;"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:${NAVY};color:#ffffff;font-size:16px;font-weight:600;text-decoration:none;">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED};">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(block.href)}" style="color:${NAVY};word-break:break-all;">${escapeHtml(block.href)}</a></p>`;
    case 'note':
      return `<p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:${MUTED};">${escapeHtml(block.text)}</p>`;
  }
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'code':
      return `    ${block.code}`;
    case 'button':
      return `${block.label}:\n${block.href}`;
  }
}

export function renderMail(input: MailLayoutInput): MailContent {
  const body = input.blocks.map(htmlBlock).join('\n');
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(input.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${MIST};font-family:${FONT};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(input.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${MIST};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border:1px solid ${LINE};border-radius:8px;">
<tr><td style="background:${NAVY};padding:20px 32px;border-radius:8px 8px 0 0;font-family:${FONT};font-size:20px;font-weight:700;color:#ffffff;">${PRODUCT_NAME}</td></tr>
<tr><td style="padding:32px;font-family:${FONT};">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;font-weight:700;color:${TEXT};">${escapeHtml(input.heading)}</h1>
${body}
</td></tr>
</table>
<p style="margin:16px 0 0;font-family:${FONT};font-size:12px;color:${MUTED};">${PRODUCT_NAME}</p>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    PRODUCT_NAME,
    '='.repeat(PRODUCT_NAME.length),
    '',
    input.heading,
    '',
    ...input.blocks.flatMap((block) => [textBlock(block), '']),
  ].join('\n');
  return { subject: input.subject, html, text };
}
