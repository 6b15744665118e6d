import { isRichBlock, isRichElement, type PdfRichNode } from './pdf-rich-text';
import type { PdfRenderOutcome } from './render-in-worker';
import type { SpecPdfData } from './spec-pdf-data';
import type { SpecPdfInput } from './spec-pdf-input';
import { specPdfInput } from './spec-pdf-input-from-data';

/**
 * Download PDF's two tries (decision 083). The formatted PDF is laid out under a time limit; if it
 * runs out of time (react-pdf's layout grows with elements times pages, some notes take minutes)
 * or fails, the PDF is made once more with the notes and descriptions as plain paragraphs of
 * bounded size, which lay out in a fraction of that limit. The user gets a PDF or, should even that
 * not finish, a message: never a frozen tab, never a wait without end.
 */

/**
 * The formatted PDF's time limit. Notes of the longest length in the editor's shape took 27 s in
 * the test machine's chromium; 20,000 characters about 1.2 s.
 */
export const FORMATTED_LAYOUT_MS = 4_000;
/**
 * The plain-text PDF's limit, a safety net: its time grows only with the notes' length (a page
 * each piece), 100,000 characters of the worst shapes took 3-9 s in Node on the 2-core machine
 * under a load of 18; with 6 s, 20,000 characters ran out of time there in chromium.
 */
export const PLAIN_LAYOUT_MS = 20_000;
/**
 * Notes with more blocks (paragraphs, headings, lists, items) than this go straight to the plain
 * PDF: react-pdf's layout grows with elements times pages, and every such note measured here ran
 * far past FORMATTED_LAYOUT_MS (1,205 blocks of worst shapes in 20,000 characters: about 40 s;
 * the editor's shape at 100,000 characters, 2,745 blocks: 27 s), while the editor's shape at
 * 20,000 characters (about 550 blocks) lays out in about 1.2 s. Trying first would only add the
 * limit's 4 s to the wait for the file.
 */
export const FORMATTED_BLOCKS_MAX = 1_000;
/** Loading the worker's code (about 400 KB gzip the first time, then from the browser's cache). */
export const WORKER_LOAD_MS = 30_000;

/** Lays one input out (in a worker) within `layoutMs` of its code having loaded. */
export type RenderSpecPdf = (input: SpecPdfInput, layoutMs: number) => Promise<PdfRenderOutcome>;

export type SpecPdfOutcome =
  | { readonly kind: 'formatted'; readonly blob: Blob }
  /** The notes print as plain text; the user is told so. */
  | { readonly kind: 'plainText'; readonly blob: Blob }
  /** Not even the plain-text PDF laid out in time. */
  | { readonly kind: 'tooComplex' }
  | { readonly kind: 'failed' };

/** The blocks of a rich-text tree, nested ones included. */
function blockCount(nodes: readonly PdfRichNode[]): number {
  let count = 0;
  for (const node of nodes) {
    if (!isRichElement(node)) continue;
    if (isRichBlock(node)) count += 1;
    count += blockCount(node.children);
  }
  return count;
}

export async function makeSpecPdf(
  data: SpecPdfData,
  render: RenderSpecPdf,
): Promise<SpecPdfOutcome> {
  const input = specPdfInput(data, false);
  const blocks = input.notes.kind === 'formatted' ? blockCount(input.notes.blocks) : 0;
  if (blocks <= FORMATTED_BLOCKS_MAX) {
    const formatted = await render(input, FORMATTED_LAYOUT_MS);
    if (formatted.kind === 'done') return { kind: 'formatted', blob: formatted.blob };
  }
  const plain = await render(specPdfInput(data, true), PLAIN_LAYOUT_MS);
  if (plain.kind === 'done') return { kind: 'plainText', blob: plain.blob };
  return { kind: plain.kind === 'timedOut' ? 'tooComplex' : 'failed' };
}
