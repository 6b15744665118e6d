import type {
  DutyCycleWarmMessage,
  DutyCycleWorker,
  DutyCycleWorkerMessage,
  DutyCycleWorkerReply,
} from './duty-cycle-protocol';

/**
 * A stand-in for the duty-cycle worker in jsdom tests (jsdom has no Worker): it records what it is
 * sent and whether it was ended, and answers only what a test tells it to.
 */
export class FakeDutyCycleWorker implements DutyCycleWorker {
  onmessage: ((event: MessageEvent<DutyCycleWorkerReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly messages: DutyCycleWorkerMessage[] = [];
  terminated = false;

  /** Warm-up messages received (they get no reply). */
  warmed = 0;

  postMessage(message: DutyCycleWorkerMessage | DutyCycleWarmMessage): void {
    if ('warm' in message) this.warmed += 1;
    else this.messages.push(message);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** What the worker's code would post. */
  reply(message: DutyCycleWorkerReply): void {
    this.onmessage?.(new MessageEvent('message', { data: message }));
  }

  /** What a worker whose script failed to load would raise. */
  fail(): void {
    this.onerror?.(new Event('error', { cancelable: true }));
  }
}
