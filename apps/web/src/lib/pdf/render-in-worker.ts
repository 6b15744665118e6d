import type { PdfWorker, PdfWorkerReply } from './pdf-worker-protocol';
import type { SpecPdfInput } from './spec-pdf-input';

/** How a PDF made in a worker came out. */
export type PdfRenderOutcome =
  | { readonly kind: 'done'; readonly blob: Blob }
  | { readonly kind: 'failed' }
  | { readonly kind: 'timedOut' };

export interface PdfWorkerLimits {
  /** From the worker's code having loaded to the file: past it the layout is ended. */
  readonly layoutMs: number;
  /** For the worker's code to load (a network matter, not the layout's): past it, a failure. */
  readonly loadMs: number;
}

/**
 * Lays `input` out in a fresh worker from `startWorker` and ends the worker when it answers or
 * its time is up: a layout that runs away (react-pdf's can, decision 083) is stopped there, and the
 * page, which never ran it, stays responsive throughout.
 */
export function renderInWorker(
  input: SpecPdfInput,
  limits: PdfWorkerLimits,
  startWorker: () => PdfWorker,
): Promise<PdfRenderOutcome> {
  return new Promise((resolve) => {
    const worker = startWorker();
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: PdfRenderOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.onmessage = null;
      worker.onerror = null;
      worker.terminate();
      resolve(outcome);
    };
    timer = setTimeout(() => {
      finish({ kind: 'failed' });
    }, limits.loadMs);
    worker.onmessage = (event: MessageEvent<PdfWorkerReply>) => {
      const reply = event.data;
      if (reply.kind === 'ready') {
        clearTimeout(timer);
        timer = setTimeout(() => {
          finish({ kind: 'timedOut' });
        }, limits.layoutMs);
      } else if (reply.kind === 'done') {
        finish({ kind: 'done', blob: reply.blob });
      } else {
        finish({ kind: 'failed' });
      }
    };
    worker.onerror = (event) => {
      // The worker's code did not load or threw outside the layout: reported to the user, not
      // logged again as an uncaught error.
      event.preventDefault();
      finish({ kind: 'failed' });
    };
    worker.postMessage(input);
  });
}
