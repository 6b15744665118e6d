/**
 * The Web Worker that simulates a result's duty cycle (issue 26), so that up to 2 families x 8
 * axle ratios never block the page. A thin wrapper around estimateDutyCycle, which tests call
 * directly. Vite bundles the engine's simulator here, in a chunk of its own.
 */
import type {
  DutyCycleWarmMessage,
  DutyCycleWorkerMessage,
  DutyCycleWorkerReply,
} from './duty-cycle-protocol';
import { estimateDutyCycle } from './estimate';
import { WARM_UP_STEPS, runWarmUpStep } from './warm-up';

/** The little of DedicatedWorkerGlobalScope used here (the app compiles against the DOM's types). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<DutyCycleWorkerMessage | DutyCycleWarmMessage>) => void) | null;
  postMessage(message: DutyCycleWorkerReply): void;
}

const scope = self as unknown as WorkerScope;

// The warm-up's next step, one per task, until a real request comes (warm-up.ts).
let warmStep = 0;
let warmTimer: ReturnType<typeof setTimeout> | null = null;

function warmOn(): void {
  warmTimer = null;
  const step = WARM_UP_STEPS[warmStep];
  if (step === undefined) return;
  warmStep += 1;
  try {
    runWarmUpStep(step);
  } catch {
    // A warm-up that fails costs only its speed-up.
    return;
  }
  warmTimer = setTimeout(warmOn, 0);
}

scope.onmessage = (event) => {
  const message = event.data;
  if ('warm' in message) {
    warmStep = 0;
    warmOn();
    return;
  }
  // The visitor waits for this one: what is left of the warm-up would only delay it.
  if (warmTimer !== null) {
    clearTimeout(warmTimer);
    warmTimer = null;
  }
  const { id, request } = message;
  try {
    scope.postMessage({ kind: 'done', id, estimate: estimateDutyCycle(request) });
  } catch {
    // The page tells the user; the worker's console would only reach developer tools.
    scope.postMessage({ kind: 'failed', id });
  }
};
