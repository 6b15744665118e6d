import {
  COMPARE_LABELS,
  DUTY_CYCLE_LABELS,
  axleRatioText,
  climbSpeedText,
  fuelEconomyText,
  tripTimeText,
  type UnitSystem,
} from '@transmission-spec/domain';

import type { DutyCycleEstimate, DutyCycleRatioFigures } from '../../../lib/duty-cycle/estimate';
import { chosenFigures } from '../../../lib/duty-cycle/result-estimate';
import { valuesAlike, type CompareGroup, type CompareRow } from './compare-rows';

/** One duty-cycle row: the text in the visitor's units, the Imperial figure compared. */
interface DutyRowSpec {
  readonly label: string;
  readonly text: (figures: DutyCycleRatioFigures, units: UnitSystem) => string;
  readonly value: (figures: DutyCycleRatioFigures) => number;
}

const DUTY_ROWS: readonly DutyRowSpec[] = [
  {
    label: DUTY_CYCLE_LABELS.axleRatioToOrder,
    text: (f) => axleRatioText(f.axleRatio),
    value: (f) => f.axleRatio,
  },
  {
    label: DUTY_CYCLE_LABELS.fuelEconomy,
    text: (f, units) => fuelEconomyText(f.mpg, f.litresPer100Km, units),
    value: (f) => f.mpg,
  },
  { label: DUTY_CYCLE_LABELS.tripTime, text: (f) => tripTimeText(f.timeS), value: (f) => f.timeS },
  {
    label: DUTY_CYCLE_LABELS.slowestClimb,
    text: (f, units) => climbSpeedText(f.slowestClimbSpeedMph, units),
    value: (f) => f.slowestClimbSpeedMph,
  },
];

/**
 * Compare's rows of the duty-cycle estimate (issue 26): each family at its own axle ratio to order,
 * marked when the figures are more than 1 % apart (compare-rows.ts, the rule). Null until the
 * page's estimate has both families: Compare shows without them and gains them when they come.
 */
export function dutyCycleGroup(
  estimate: DutyCycleEstimate | null,
  units: UnitSystem,
): CompareGroup | null {
  const [top, runnerUp] = estimate?.families ?? [];
  if (top === undefined || runnerUp === undefined) return null;
  const a = chosenFigures(top);
  const b = chosenFigures(runnerUp);
  const rows = DUTY_ROWS.map(({ label, text, value }): CompareRow => {
    const differs = a === null || b === null ? a !== b : !valuesAlike(value(a), value(b));
    return {
      label,
      top: a === null ? COMPARE_LABELS.noGearRatios : text(a, units),
      runnerUp: b === null ? COMPARE_LABELS.noGearRatios : text(b, units),
      differs,
      topLimit: null,
      runnerUpLimit: null,
    };
  });
  return { heading: DUTY_CYCLE_LABELS.heading, rows };
}
