/**
 * Rich text (the notes, a family's description) in the one form the PDF document reads: a plain
 * tree of strings and tagged elements that postMessage copies as it is. The page builds it from
 * the sanitized HTML, since the Web Worker that lays the PDF out has no DOMParser (decision 083).
 * No react-pdf and no DOM here: the page, the worker and the tests share this module.
 */

/**
 * What the PDF tells apart: paragraphs (a div prints as one), headings 1-4, lists and their items,
 * line breaks, bold, italic and links. Any other element is a `span`: its text prints, plainly.
 */
export type PdfRichTag =
  'p' | 'h1' | 'h2' | 'h3' | 'h4' | 'ul' | 'ol' | 'li' | 'br' | 'strong' | 'em' | 'a' | 'span';

export interface PdfRichElement {
  readonly tag: PdfRichTag;
  /** A link's address, only when it is http(s) or mailto; a link without one prints as text. */
  readonly href?: string;
  readonly children: readonly PdfRichNode[];
}

/** A text or an element. */
export type PdfRichNode = string | PdfRichElement;

const BLOCK_TAGS: ReadonlySet<PdfRichTag> = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
]);

export function isRichElement(node: PdfRichNode): node is PdfRichElement {
  return typeof node !== 'string';
}

/** Paragraphs, headings, lists and list items start a block of their own. */
export function isRichBlock(node: PdfRichNode): node is PdfRichElement {
  return isRichElement(node) && BLOCK_TAGS.has(node.tag);
}

export function isRichList(node: PdfRichElement): boolean {
  return node.tag === 'ul' || node.tag === 'ol';
}

/** Whitespace between blocks prints nothing; any other node prints. */
export function isRichPrinted(node: PdfRichNode): boolean {
  return isRichElement(node) || node.trim() !== '';
}
