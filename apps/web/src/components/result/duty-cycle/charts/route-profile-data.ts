import type { DutyCycleTracePoint } from '@transmission-spec/engine';
import type { UnitSystem } from '@transmission-spec/domain';

import { distanceIn, elevationIn, speedIn } from './chart-units';

/** One choice on the route: a transmission at its chosen axle ratio, and its simulated trace. */
export interface RouteProfileChoice {
  /** e.g. "Top choice, 2.64 axle"; names the speed line and the table column. */
  readonly label: string;
  readonly trace: readonly DutyCycleTracePoint[];
}

/**
 * The chart's series on one shared distance axis, in the visitor's units. The two traces are
 * downsampled separately, so their points fall at different distances: the axis is the union of
 * both, and each speed is interpolated between its own trace's points (null past the end of a
 * trace that stalled, so its line stops there). Elevation comes from the first trace that reaches
 * each distance: the route, and so its elevation, is the same for both choices.
 */
export interface RouteProfileSeries {
  readonly distance: number[];
  readonly elevation: (number | null)[];
  readonly speeds: (number | null)[][];
}

/** Linear interpolation of a trace's field at a distance; null outside the trace. */
function valueAt(
  trace: readonly DutyCycleTracePoint[],
  miles: number,
  field: 'elevationFt' | 'speedMph',
): number | null {
  const first = trace[0];
  const last = trace.at(-1);
  if (first === undefined || last === undefined) return null;
  if (miles < first.distanceMiles - 1e-9 || miles > last.distanceMiles + 1e-9) return null;
  // Binary search for the last point at or before `miles`.
  let low = 0;
  let high = trace.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((trace[mid]?.distanceMiles ?? Infinity) <= miles) low = mid;
    else high = mid - 1;
  }
  const before = trace[low] ?? first;
  const after = trace[low + 1];
  if (after === undefined || after.distanceMiles === before.distanceMiles) return before[field];
  const share = (miles - before.distanceMiles) / (after.distanceMiles - before.distanceMiles);
  return before[field] + share * (after[field] - before[field]);
}

function elevationAt(choices: readonly RouteProfileChoice[], miles: number): number | null {
  for (const choice of choices) {
    const value = valueAt(choice.trace, miles, 'elevationFt');
    if (value !== null) return value;
  }
  return null;
}

export function routeProfileSeries(
  choices: readonly RouteProfileChoice[],
  units: UnitSystem,
): RouteProfileSeries {
  const miles = [
    ...new Set(choices.flatMap((choice) => choice.trace.map((point) => point.distanceMiles))),
  ].sort((a, b) => a - b);
  return {
    distance: miles.map((value) => distanceIn(units, value)),
    elevation: miles.map((value) => {
      const feet = elevationAt(choices, value);
      return feet === null ? null : elevationIn(units, feet);
    }),
    speeds: choices.map((choice) =>
      miles.map((value) => {
        const mph = valueAt(choice.trace, value, 'speedMph');
        return mph === null ? null : speedIn(units, mph);
      }),
    ),
  };
}

/** A row of the table alternative: the route at one distance. */
export interface RouteProfileRow {
  readonly distance: number;
  readonly elevation: number | null;
  readonly speeds: (number | null)[];
}

/** How many rows the table alternative gives a route: enough to follow it, few enough to read. */
export const ROUTE_TABLE_ROWS = 21;

/**
 * The table alternative: the route at evenly spaced distances from start to finish (21 rows:
 * every 5 % of the way), with the elevation and each choice's speed there, in the visitor's units.
 */
export function routeProfileRows(
  choices: readonly RouteProfileChoice[],
  units: UnitSystem,
): RouteProfileRow[] {
  const end = Math.max(0, ...choices.map((choice) => choice.trace.at(-1)?.distanceMiles ?? 0));
  if (end === 0) return [];
  return Array.from({ length: ROUTE_TABLE_ROWS }, (_, index) => {
    const miles = (end * index) / (ROUTE_TABLE_ROWS - 1);
    const feet = elevationAt(choices, miles);
    return {
      distance: distanceIn(units, miles),
      elevation: feet === null ? null : elevationIn(units, feet),
      speeds: choices.map((choice) => {
        const mph = valueAt(choice.trace, miles, 'speedMph');
        return mph === null ? null : speedIn(units, mph);
      }),
    };
  });
}
