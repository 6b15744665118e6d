/**
 * The Web Worker that lays the spec PDF out (decision 083), so that a long layout never blocks the
 * page: the page can end it at its time limit. A thin wrapper around renderSpecPdf, which tests
 * call directly. Its input comes from the page already parsed (workers have no DOMParser).
 */
import type { PdfWorkerReply } from './pdf-worker-protocol';
import { renderSpecPdf } from './spec-pdf-document';
import type { SpecPdfInput } from './spec-pdf-input';

/** The little of DedicatedWorkerGlobalScope used here (the app compiles against the DOM's types). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<SpecPdfInput>) => void) | null;
  postMessage(message: PdfWorkerReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  renderSpecPdf(event.data).then(
    (blob) => {
      scope.postMessage({ kind: 'done', blob });
    },
    () => {
      // The page tells the user; the worker's console would only reach developer tools.
      scope.postMessage({ kind: 'failed' });
    },
  );
};

// The code has loaded (react-pdf with it): from here on the page times the layout.
scope.postMessage({ kind: 'ready' });
