import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

import {
  workerEstimator,
  type DutyCycleEstimator,
  type WorkerEstimator,
} from './duty-cycle-client';
import type { DutyCycleEstimate, DutyCycleRequest } from './estimate';

/**
 * Where the page's estimates are worked out: the worker by default; tests provide an estimator
 * that runs estimateDutyCycle directly (jsdom has no Worker).
 */
const DutyCycleEstimatorContext = createContext<DutyCycleEstimator | null>(null);

export function DutyCycleEstimatorProvider({
  estimator,
  children,
}: {
  readonly estimator: DutyCycleEstimator;
  readonly children: ReactNode;
}) {
  return <DutyCycleEstimatorContext value={estimator}>{children}</DutyCycleEstimatorContext>;
}

// One worker for the page, started by the first result that asks, or warmed up ahead of it.
let pageEstimator: WorkerEstimator | null = null;

function usePageEstimator(): DutyCycleEstimator {
  const provided = useContext(DutyCycleEstimatorContext);
  if (provided !== null) return provided;
  pageEstimator ??= workerEstimator();
  return pageEstimator;
}

/**
 * Starts the page's duty-cycle worker and warms its JIT (decision 097) while the visitor is still
 * busy (the survey's last page, a saved or shared spec loading), so the first estimate runs warm.
 * Nothing where tests provide their own estimator.
 */
export function useWarmDutyCycle(when = true): void {
  const provided = useContext(DutyCycleEstimatorContext);
  useEffect(() => {
    if (!when || provided !== null) return;
    pageEstimator ??= workerEstimator();
    pageEstimator.warm();
  }, [when, provided]);
}

/**
 * The estimate's state: `pending` while the runs go on (the section shows at once, without
 * figures, or with the last figures while a new tire re-runs them), `ready`, or `failed`.
 */
export interface DutyCycleEstimateState {
  readonly status: 'pending' | 'ready' | 'failed';
  /** The latest estimate worked out for this section, null before the first. */
  readonly estimate: DutyCycleEstimate | null;
}

/** The estimate of `request` (null: nothing to estimate), re-run whenever the request changes. */
export function useDutyCycleEstimate(request: DutyCycleRequest | null): DutyCycleEstimateState {
  const estimator = usePageEstimator();
  const [state, setState] = useState<DutyCycleEstimateState>({ status: 'pending', estimate: null });
  const [asked, setAsked] = useState(request);
  // A new request: pending again, keeping the last figures until the new ones arrive.
  if (asked !== request) {
    setAsked(request);
    setState((previous) => ({ status: 'pending', estimate: previous.estimate }));
  }
  useEffect(() => {
    if (request === null) return undefined;
    let current = true;
    estimator(request).then(
      (estimate) => {
        if (current) setState({ status: 'ready', estimate });
      },
      () => {
        if (current) setState((previous) => ({ status: 'failed', estimate: previous.estimate }));
      },
    );
    return () => {
      current = false;
    };
  }, [estimator, request]);
  return state;
}
