import { simulateDutyCycle } from '@transmission-spec/engine';

/**
 * The duty-cycle worker's warm-up (decision 097): the simulator run over a short route of its
 * own, at the ratios a result simulates, so that V8 has compiled its stepping loop before the
 * first real estimate arrives. Measured cold in chromium the first estimate's runs took 85-165 ms
 * and warm ones 16-30 ms: the JIT, not the work. Its figures are thrown away.
 */
const WARM_UP_ROUTE = {
  segments: [
    { lengthMiles: 4, gradePercent: 0, speedLimitMph: 65 },
    { lengthMiles: 1.5, gradePercent: 4, speedLimitMph: 65 },
    { lengthMiles: 1.5, gradePercent: -4, speedLimitMph: 65 },
    { lengthMiles: 0.5, gradePercent: 8, speedLimitMph: 35, roadType: 'MaintainedGravel' as const },
    { lengthMiles: 0.5, gradePercent: -8, speedLimitMph: 35, stopAtEnd: true },
    { lengthMiles: 3, gradePercent: 1, speedLimitMph: 55, stopAtEnd: true },
  ],
};

const WARM_UP_RATIOS = [2.47, 2.64, 2.93, 3.36, 3.73, 4.1, 4.56, 5.29];

export function warmUpDutyCycle(): void {
  for (const axleRatio of WARM_UP_RATIOS) {
    simulateDutyCycle({
      vehicle: {
        gcwLbs: 80_000,
        engineHp: 450,
        engineTorqueLbFt: 1_650,
        forwardGears: [14.4, 12.3, 8.6, 7.3, 5.1, 4.3, 3.4, 2.9, 2.0, 1.7, 1.0, 0.77],
        axleRatio,
        revsPerMile: 511,
        application: 'Linehaul',
      },
      route: WARM_UP_ROUTE,
    });
  }
}
