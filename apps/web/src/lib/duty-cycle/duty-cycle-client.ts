import type { DutyCycleWorker, DutyCycleWorkerReply } from './duty-cycle-protocol';
import type { DutyCycleEstimate, DutyCycleRequest } from './estimate';

/** Works out a result's duty-cycle estimate somewhere (a worker on the page, directly in tests). */
export type DutyCycleEstimator = (request: DutyCycleRequest) => Promise<DutyCycleEstimate>;

/**
 * The worker of the page: Vite builds its module graph (the engine's simulator) as a bundle of its
 * own, fetched only when a result first asks for an estimate.
 */
function startDutyCycleWorker(): DutyCycleWorker {
  return new Worker(new URL('./duty-cycle.worker.ts', import.meta.url), {
    type: 'module',
    name: 'duty-cycle',
  }) as DutyCycleWorker;
}

/** Name of the performance entry of each estimate, so a journey or a profile can read its timing. */
const DUTY_CYCLE_MEASURE = 'duty-cycle-estimate';

/**
 * The round trip from posting to the answer, with the runs' own time in the worker as its detail
 * (`runsMs`): the issue's budget is 50 ms for the runs of one result.
 */
function measure(postedAt: number, runsMs: number): void {
  try {
    performance.measure(DUTY_CYCLE_MEASURE, {
      start: postedAt,
      end: performance.now(),
      detail: { runsMs },
    });
  } catch {
    // A browser without User Timing level 3 simply records nothing.
  }
}

/** The page's estimator, which can also start and warm its worker ahead of the first request. */
export interface WorkerEstimator extends DutyCycleEstimator {
  /** Starts the worker (if need be) and has it warm up once; never throws. */
  readonly warm: () => void;
}

/**
 * An estimator that posts each request to one worker, started on the first request (or warm-up)
 * and kept for the next (a new tire re-runs the same code). A worker that fails to load or dies
 * fails every request it holds and is replaced on the next one.
 */
export function workerEstimator(
  startWorker: () => DutyCycleWorker = startDutyCycleWorker,
): WorkerEstimator {
  let worker: DutyCycleWorker | null = null;
  let nextId = 1;
  const pending = new Map<
    number,
    {
      resolve: (estimate: DutyCycleEstimate) => void;
      reject: (error: Error) => void;
      postedAt: number;
    }
  >();

  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const start = (): DutyCycleWorker => {
    const started = startWorker();
    started.onmessage = (event: MessageEvent<DutyCycleWorkerReply>) => {
      const reply = event.data;
      const waiting = pending.get(reply.id);
      if (waiting === undefined) return;
      pending.delete(reply.id);
      if (reply.kind === 'done') {
        measure(waiting.postedAt, reply.estimate.elapsedMs);
        waiting.resolve(reply.estimate);
      } else waiting.reject(new Error('The duty-cycle estimate failed'));
    };
    started.onerror = (event) => {
      // Reported to the user as a failed estimate, not logged again as an uncaught error.
      event.preventDefault();
      started.terminate();
      if (worker === started) worker = null;
      failAll(new Error('The duty-cycle worker failed'));
    };
    return started;
  };

  let warmed: DutyCycleWorker | null = null;
  const warm = () => {
    try {
      worker ??= start();
    } catch {
      // No Worker here: the first request says the estimate is unavailable.
      return;
    }
    if (warmed === worker) return;
    warmed = worker;
    worker.postMessage({ warm: true });
  };

  const estimate: DutyCycleEstimator = (request) =>
    new Promise<DutyCycleEstimate>((resolve, reject) => {
      try {
        worker ??= start();
      } catch (error) {
        // No Worker here (an old browser, jsdom): the section says the estimate is unavailable.
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      const id = nextId;
      nextId += 1;
      pending.set(id, { resolve, reject, postedAt: performance.now() });
      worker.postMessage({ id, request });
    });
  return Object.assign(estimate, { warm });
}
