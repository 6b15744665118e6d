import { isRichBlock, isRichElement, isRichList } from './pdf-rich-text';
import type { PdfRichElement, PdfRichNode } from './pdf-rich-text';

/**
 * Rich text as plain lines, packed into page-sized pieces: the PDF's fallback when the formatted
 * notes did not lay out within their time limit (decision 083).
 *
 * react-pdf lays a page's content out again, all of what is still to come, each time it fills a
 * page: its time grows with the content times the pages, whatever the shape (40 s for 30,000
 * characters of one-line paragraphs, even as plain text in a few dozen elements). Pages of a
 * document are laid out one by one, though. So the fallback gives every piece of the notes a page
 * of its own, sized from a generous estimate of how many rows of text fit: each page is then laid
 * out in a bounded time, and the whole in time proportional to the notes' length. A piece that
 * still runs over (text of unusually wide letters) continues on a page of its own, nothing lost.
 *
 * Every block becomes a line (a list item keeps its marker, indented by its depth), in order;
 * short lines share a row. So a row holds at least 56 characters of the notes or is a line's last,
 * and notes of the longest length (100,000 characters) come to at most about 50 pages.
 */

/** Rows of body text (11 pt at a line height of 1.4) the page's 696 pt of content take: 45. */
export const PLAIN_PAGE_ROWS = 42;
/** The first page also carries the brand, title, dates, the Notes heading and the notice. */
export const PLAIN_FIRST_PAGE_ROWS = 30;
/**
 * Characters a row of 524 pt holds, counted low: Helvetica at 11 pt averages about 5.3 pt a
 * character in prose (about 95 a row), so most pieces fill their page to about four fifths.
 */
export const PLAIN_ROW_CHARS = 80;

/**
 * Lines shorter than this (one-word list items, headings of a table of contents) share rows,
 * SHORT_LINE_GAP apart: page after page of one word a row would cost time and paper for nothing.
 */
const SHORT_LINE_CHARS = 24;
const SHORT_LINE_GAP = '   ';

/** Indentation stops growing here: a list nested thirty deep must not push its text off the line. */
const MAX_INDENT_LEVELS = 6;
const INDENT = '    ';

function indentOf(depth: number): string {
  return INDENT.repeat(Math.min(depth, MAX_INDENT_LEVELS));
}

/** Collects an element's inline text, a line break starting a new line. */
function inlineText(nodes: readonly PdfRichNode[], lines: string[]): void {
  for (const node of nodes) {
    if (!isRichElement(node)) {
      lines.push(`${lines.pop() ?? ''}${node.replace(/\s+/g, ' ')}`);
    } else if (node.tag === 'br') {
      lines.push('');
    } else {
      inlineText(node.children, lines);
    }
  }
}

/** The lines of a flow of blocks and inline runs; `prefix` starts its first line. */
function flowLines(nodes: readonly PdfRichNode[], depth: number, out: string[], prefix = ''): void {
  const indent = indentOf(depth);
  let run: PdfRichNode[] = [];
  let first = prefix;
  const flush = () => {
    if (run.length === 0) return;
    const lines = [''];
    inlineText(run, lines);
    for (const line of lines) {
      const text = line.trim();
      if (text !== '') {
        out.push(`${indent}${first}${text}`);
        first = '';
      }
    }
    run = [];
  };
  for (const node of nodes) {
    if (!isRichBlock(node)) {
      run.push(node);
      continue;
    }
    flush();
    if (isRichList(node)) {
      // An item that opens with a list: its marker on a line of its own, then the list.
      if (first !== '') out.push(`${indent}${first.trim()}`);
      listLines(node, depth, out);
    } else {
      flowLines(node.children, depth, out, first);
    }
    first = '';
  }
  flush();
}

function listLines(list: PdfRichElement, depth: number, out: string[]): void {
  let number = 0;
  for (const item of list.children) {
    if (!isRichElement(item) || item.tag !== 'li') continue;
    number += 1;
    const marker = list.tag === 'ol' ? `${number}. ` : '• ';
    const before = out.length;
    flowLines(item.children, depth + 1, out, marker);
    // An empty item still shows its marker, as the formatted list does.
    if (out.length === before) out.push(`${indentOf(depth + 1)}${marker.trim()}`);
  }
}

/** `text` cut in two, the first part at most `size` characters, at a space where there is one. */
function cut(text: string, size: number): [string, string] {
  const space = text.lastIndexOf(' ', size);
  const at = space > size / 2 ? space : size;
  return [text.slice(0, at).trimEnd(), text.slice(at).trimStart()];
}

/** The rich text's plain lines: a line per block, a list item's led by its marker. */
export function plainTextLines(nodes: readonly PdfRichNode[]): string[] {
  const lines: string[] = [];
  flowLines(nodes, 0, lines);
  return lines;
}

/** The rows a line takes on the page, estimated from its length. */
function rowsOf(line: string): number {
  return Math.max(1, Math.ceil(line.length / PLAIN_ROW_CHARS));
}

/** Runs of short lines joined into rows of at most PLAIN_ROW_CHARS characters. */
function packShortLines(lines: readonly string[]): string[] {
  const rows: string[] = [];
  let packing = false;
  for (const line of lines) {
    const text = line.trim();
    const short = text.length < SHORT_LINE_CHARS;
    const row = packing ? rows.pop() : undefined;
    if (
      row !== undefined &&
      short &&
      row.length + SHORT_LINE_GAP.length + text.length <= PLAIN_ROW_CHARS
    ) {
      rows.push(row + SHORT_LINE_GAP + text);
    } else {
      if (row !== undefined) rows.push(row);
      rows.push(line);
    }
    packing = short;
  }
  return rows;
}

/**
 * Rich text (the notes) as plain text in pages, each page's lines joined by line breaks. A line
 * that does not fit in what is left of a page fills it and goes on on the next. Every word is
 * kept, in order.
 */
export function plainTextPages(nodes: readonly PdfRichNode[]): string[] {
  const pages: string[] = [];
  let page: string[] = [];
  let rows = 0;
  const close = () => {
    pages.push(page.join('\n'));
    page = [];
    rows = 0;
  };
  for (const line of packShortLines(plainTextLines(nodes))) {
    let rest = line;
    while (rest !== '') {
      const free = (pages.length === 0 ? PLAIN_FIRST_PAGE_ROWS : PLAIN_PAGE_ROWS) - rows;
      if (rowsOf(rest) <= free) {
        page.push(rest);
        rows += rowsOf(rest);
        rest = '';
      } else if (free < 2) {
        // Too little room left to be worth cutting the line for.
        close();
      } else {
        const [head, tail] = cut(rest, free * PLAIN_ROW_CHARS);
        page.push(head);
        close();
        rest = tail;
      }
    }
  }
  if (page.length > 0) close();
  return pages;
}

/** Rich text (a card's description) as one plain paragraph, its blocks a line each. */
export function plainParagraph(nodes: readonly PdfRichNode[]): PdfRichElement[] {
  const lines = plainTextLines(nodes);
  return lines.length === 0 ? [] : [{ tag: 'p', children: [lines.join('\n')] }];
}
