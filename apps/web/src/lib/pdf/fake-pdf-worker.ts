import type { PdfWorker, PdfWorkerReply } from './pdf-worker-protocol';
import type { SpecPdfInput } from './spec-pdf-input';

/**
 * A stand-in for the PDF worker in jsdom tests (jsdom has no Worker): it records what it is sent
 * and whether it was ended, and answers only what a test tells it to.
 */
export class FakePdfWorker implements PdfWorker {
  onmessage: ((event: MessageEvent<PdfWorkerReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly inputs: SpecPdfInput[] = [];
  terminated = false;

  postMessage(input: SpecPdfInput): void {
    this.inputs.push(input);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** What the worker's code would post. */
  reply(message: PdfWorkerReply): void {
    this.onmessage?.(new MessageEvent('message', { data: message }));
  }

  /** What a worker whose script failed to load would raise. */
  fail(): void {
    this.onerror?.(new Event('error', { cancelable: true }));
  }
}
