import type { PdfRichElement, PdfRichNode, PdfRichTag } from './pdf-rich-text';

/**
 * Sanitized rich text HTML as the PDF's plain tree (pdf-rich-text.ts), parsed as the browser
 * parses it. Runs on the page: workers have no DOMParser.
 */

const TAGS: Readonly<Record<string, PdfRichTag>> = {
  P: 'p',
  DIV: 'p',
  H1: 'h1',
  H2: 'h2',
  H3: 'h3',
  H4: 'h4',
  UL: 'ul',
  OL: 'ol',
  LI: 'li',
  BR: 'br',
  STRONG: 'strong',
  B: 'strong',
  EM: 'em',
  I: 'em',
  A: 'a',
};

/** Never printed, not even as text. */
const IGNORED_TAGS = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);

function safeHref(href: string | null): string | null {
  return href !== null && /^(https?:|mailto:)/i.test(href.trim()) ? href.trim() : null;
}

function toRich(node: Node): PdfRichNode | null {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element) || IGNORED_TAGS.has(node.tagName)) return null;
  const children = Array.from(node.childNodes)
    .map(toRich)
    .filter((child) => child !== null);
  const tag = TAGS[node.tagName] ?? 'span';
  if (tag !== 'a') return { tag, children };
  const href = safeHref(node.getAttribute('href'));
  const link: PdfRichElement = href === null ? { tag: 'span', children } : { tag, href, children };
  return link;
}

export function pdfRichTextFromHtml(html: string): PdfRichNode[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes)
    .map(toRich)
    .filter((node) => node !== null);
}
