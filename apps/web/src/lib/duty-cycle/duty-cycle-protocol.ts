import type { DutyCycleEstimate, DutyCycleRequest } from './estimate';

/**
 * The messages between the page and the duty-cycle worker (duty-cycle.worker.ts). The page posts
 * requests numbered by `id`; the worker answers each with `done` and the estimate, or `failed`
 * when the runs threw. One worker serves the page's requests in turn.
 */
export interface DutyCycleWorkerMessage {
  readonly id: number;
  readonly request: DutyCycleRequest;
}

/**
 * Sent once, before any request, when a page expects to ask soon (the survey's last page, a saved
 * or shared spec loading): the worker runs the simulator on a truck of its own, so the JIT has
 * compiled it before the first real estimate. No reply.
 */
export interface DutyCycleWarmMessage {
  readonly warm: true;
}

export type DutyCycleWorkerReply =
  | { readonly kind: 'done'; readonly id: number; readonly estimate: DutyCycleEstimate }
  | { readonly kind: 'failed'; readonly id: number };

/** What the page needs of a Worker: tests stand a fake in for it (jsdom has no Worker). */
export interface DutyCycleWorker {
  onmessage: ((event: MessageEvent<DutyCycleWorkerReply>) => void) | null;
  onerror: ((event: Event) => void) | null;
  postMessage(message: DutyCycleWorkerMessage | DutyCycleWarmMessage): void;
  terminate(): void;
}
