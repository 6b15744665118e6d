import { makeSpecPdf, WORKER_LOAD_MS } from './make-spec-pdf';
import type { SpecPdfOutcome } from './make-spec-pdf';
import type { PdfWorker } from './pdf-worker-protocol';
import { renderInWorker } from './render-in-worker';
import type { SpecPdfData } from './spec-pdf-data';

/**
 * A worker of its own for each try. Vite builds the worker's module graph (react-pdf, pdfkit,
 * the document) as a bundle of its own, fetched only here, on a Download PDF (decision 083).
 */
function startSpecPdfWorker(): PdfWorker {
  return new Worker(new URL('./spec-pdf.worker.ts', import.meta.url), {
    type: 'module',
    name: 'spec-pdf',
  }) as PdfWorker;
}

/** The spec's PDF, made in Web Workers under the time limits of makeSpecPdf. */
export function makeSpecPdfInWorker(
  data: SpecPdfData,
  startWorker: () => PdfWorker = startSpecPdfWorker,
): Promise<SpecPdfOutcome> {
  return makeSpecPdf(data, (input, layoutMs) =>
    renderInWorker(input, { layoutMs, loadMs: WORKER_LOAD_MS }, startWorker),
  );
}
