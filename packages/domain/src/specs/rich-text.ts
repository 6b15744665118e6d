/**
 * The one allowlist of rich text (spec notes and transmission family descriptions): what the
 * editors' toolbar can produce (SPEC 9: block types, bold, italic, lists, link) and nothing a
 * browser could run. The server cleans with it before storing and before serving; the browser
 * cleans with it again before rendering, so both keep and drop exactly the same markup.
 */

/** Elements kept: paragraphs, headings 1-4, bold, italic, lists, line breaks, links. */
export const RICH_TEXT_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'ul',
  'ol',
  'li',
  'br',
  'a',
] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** Attributes kept, by element; every other attribute (style, class, on*) goes. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = {
  a: ['href', 'rel', 'target'],
};

/** URL schemes a link may use. */
export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/**
 * A link's href, decoded and trimmed, must match this: an absolute http(s) URL or a mailto:.
 * Relative, protocol-relative, javascript: and data: links (however encoded) never match; a link
 * without an acceptable href is no link, only its text remains.
 */
export const RICH_TEXT_HREF_PATTERN = /^(?:https?:\/\/|mailto:)/i;

/** Every kept link opens in a new tab and hands the other site neither window.opener nor a Referer. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer';
export const RICH_TEXT_LINK_TARGET = '_blank';

/**
 * Elements whose content is code, styling or an embedded document, not prose: dropped with their
 * content. Any other element outside RICH_TEXT_TAGS is dropped and its text kept.
 */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'svg',
  'math',
] as const;

/** True when `href` may stay on a link (see RICH_TEXT_HREF_PATTERN). */
export function isAllowedRichTextHref(href: string): boolean {
  return RICH_TEXT_HREF_PATTERN.test(href.trim());
}
