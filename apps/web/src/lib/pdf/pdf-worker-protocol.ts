import type { SpecPdfInput } from './spec-pdf-input';

/**
 * The messages between the page and the PDF worker (spec-pdf.worker.ts). The page posts one
 * SpecPdfInput; the worker says `ready` once its code has loaded, then `done` with the file or
 * `failed` when the layout threw.
 */
export type PdfWorkerReply =
  | { readonly kind: 'ready' }
  | { readonly kind: 'done'; readonly blob: Blob }
  | { readonly kind: 'failed' };

/** What the page needs of a Worker: tests stand a fake in for it (jsdom has no Worker). */
export interface PdfWorker {
  onmessage: ((event: MessageEvent<PdfWorkerReply>) => void) | null;
  onerror: ((event: Event) => void) | null;
  postMessage(input: SpecPdfInput): void;
  terminate(): void;
}
