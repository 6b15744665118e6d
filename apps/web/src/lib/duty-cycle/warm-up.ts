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

export function warmUpDutyCycle(): void {
  estimateDutyCycle(WARM_UP_REQUEST);
  estimateDutyCycle(WARM_UP_REQUEST);
}
