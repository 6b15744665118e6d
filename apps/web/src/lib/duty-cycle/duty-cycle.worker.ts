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
import { warmUpDutyCycle } from './warm-up';

/** The little of DedicatedWorkerGlobalScope used here (the app compiles against the DOM's types). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<DutyCycleWorkerMessage | DutyCycleWarmMessage>) => void) | null;
  postMessage(message: DutyCycleWorkerReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const message = event.data;
  if ('warm' in message) {
    try {
      warmUpDutyCycle();
    } catch {
      // A warm-up that fails costs only its speed-up.
    }
    return;
  }
  const { id, request } = message;
  try {
    scope.postMessage({ kind: 'done', id, estimate: estimateDutyCycle(request) });
  } catch {
    // The page tells the user; the worker's console would only reach developer tools.
    scope.postMessage({ kind: 'failed', id });
  }
};
