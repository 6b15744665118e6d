import { linehaulTractorAnswers } from '@transmission-spec/domain';

import { estimateDutyCycle, type DutyCycleRequest } from './estimate';

/**
 * The duty-cycle worker's warm-up (decision 097): a whole result's estimate (the /demo page's
 * linehaul tractor, two 12- and 10-speed families at every ratio of their ranges) worked out
 * twice and thrown away, so that V8 has compiled the route, the check, the simulator's stepping
 * loop and the ratio choice before the first real estimate arrives. Measured in chromium, the
 * first estimate's runs took 85-165 ms cold and 16-45 ms warm: the JIT, not the work.
 */
const WARM_UP_REQUEST: DutyCycleRequest = {
  answers: linehaulTractorAnswers(),
  families: [
    {
      name: 'warm-up 12-speed',
      details: {
        axleRatioRange: { low: 2.47, high: 3.08 },
        gearRatios: {
          forward: [14.4, 11.19, 8.67, 6.73, 5.2, 4.03, 3.13, 2.43, 1.89, 1.46, 1.0, 0.77],
          reverse: [13.0],
        },
      },
    },
    {
      name: 'warm-up 10-speed',
      details: {
        axleRatioRange: { low: 3.08, high: 4.1 },
        gearRatios: {
          forward: [12.8, 9.25, 6.76, 4.99, 3.76, 2.73, 1.99, 1.45, 1.0, 0.73],
          reverse: [12.0],
        },
      },
    },
  ],
  revsPerMile: 511,
};

/**
 * The warm-up in steps, one family at a time, twice over: the worker runs one step per task, so a
 * real request that arrives meanwhile waits for one step at most, not for the whole warm-up (on a
 * saved or shared page opened directly the request came while the warm-up still ran; issue 29
 * item 6), and the steps left are dropped.
 */
export const WARM_UP_STEPS: readonly DutyCycleRequest[] = [
  ...WARM_UP_REQUEST.families,
  ...WARM_UP_REQUEST.families,
].map((family) => ({ ...WARM_UP_REQUEST, families: [family] }));

export function runWarmUpStep(step: DutyCycleRequest): void {
  estimateDutyCycle(step);
}

/** Every step at once (the tests' way; the worker spreads them over tasks). */
export function warmUpDutyCycle(): void {
  for (const step of WARM_UP_STEPS) runWarmUpStep(step);
}
