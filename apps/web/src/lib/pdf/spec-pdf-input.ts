import type { TransmissionResult } from '@transmission-spec/domain';

import type { PdfRichNode } from './pdf-rich-text';
import type { SpecPdfData } from './spec-pdf-data';

/**
 * What the PDF document is made from: the page's SpecPdfData with the notes and each card's
 * description as plain trees (pdf-rich-text.ts) instead of HTML. Only data postMessage copies as it
 * is (strings, numbers, dates, arrays, plain objects), since the document is laid out in a Web
 * Worker, which has no DOMParser (decision 083).
 */

/** A recommended transmission with its description as a tree. */
export interface PdfTransmission extends Omit<TransmissionResult, 'description'> {
  readonly description: readonly PdfRichNode[];
}

/**
 * The notes with their formatting, or (the fallback that always lays out in time, decision 083)
 * as plain text in page-sized pieces, a page each (plain-rich-text.ts); the PDF then says so above
 * them, and each card's description is one plain paragraph.
 */
export type PdfNotes =
  | { readonly kind: 'formatted'; readonly blocks: readonly PdfRichNode[] }
  | { readonly kind: 'plainText'; readonly pages: readonly string[] };

export interface SpecPdfInput extends Omit<SpecPdfData, 'notes' | 'topChoice' | 'runnerUp'> {
  readonly notes: PdfNotes;
  readonly topChoice: PdfTransmission | null;
  readonly runnerUp: PdfTransmission | null;
}
