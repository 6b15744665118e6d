import type { RoadType, UnitSystem } from '../common/enums.js';
import type { GearingWarning } from './gearing-tier.js';
import { DEFAULT_TIRE_SIZE } from '../catalogue/tire-sizes.js';
import { formatQuantity } from '../common/units.js';
import { TERRAIN_PHRASES } from './why-text.js';

/**
 * A failing gearing tier in plain words (RECOMMENDATION.md section 2), in the visitor's units: the
 * one place the card, the share page and the PDF take the warning's wording from. It names the
 * figure that fails and the answers behind it, e.g. that the family cannot hold 70 mph in top gear
 * at 250,000 lbs with 1,850 lb-ft at any ratio of its range, even on level road.
 */

/** The heading of a card's gearing warning. */
export const GEARING_WARNING_TITLE = 'Gearing warning';

/** A road type as it reads after "on" or "level". */
const ROAD_PHRASES: Readonly<Record<RoadType, string>> = {
  Paved: 'paved road',
  MaintainedGravel: 'maintained gravel',
  OffRoad: 'off-road ground',
};

function percentText(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/**
 * The warning as two sentences: what the family cannot do with the user's figures at any ratio of
 * its range, then the tire the figures assume (the ranking always uses the default tire, whatever
 * tire the engineering check below is set to).
 */
export function gearingWarningText(warning: GearingWarning, units: UnitSystem): string {
  const speed = formatQuantity('speed', warning.cruiseSpeed, units);
  const load = `at ${formatQuantity('weight', warning.gcw, units)} with ${formatQuantity('torque', warning.engineTorque, units)}`;
  const range = `${warning.axleRatioRange.low.toFixed(1)} - ${warning.axleRatioRange.high.toFixed(1)}`;
  const level = `even on level ${ROAD_PHRASES[warning.cruiseRoad]}`;
  const { percent, terrain } = warning.steepestGrade;
  const grade = `your steepest grade, ${percent}% for ${TERRAIN_PHRASES[terrain]}, on ${ROAD_PHRASES[warning.startRoad]}`;
  const best = `${percentText(warning.bestStartability)} at best`;
  const tire = `Worked out for ${DEFAULT_TIRE_SIZE.size} tires, as the ranking assumes.`;
  switch (warning.shortfall) {
    case 'cruise':
      return `It cannot hold ${speed} in top gear ${load} at any ratio of its range (${range}), ${level}. ${tire}`;
    case 'start':
      return `It cannot start ${load} on ${grade} at any ratio of its range (${range}): ${best}. ${tire}`;
    case 'both':
      return `It cannot hold ${speed} in top gear ${load} at any ratio of its range (${range}), ${level}, nor start on ${grade}: ${best}. ${tire}`;
    case 'apart':
      return `No ratio of its range (${range}) both holds ${speed} in top gear on level ${ROAD_PHRASES[warning.cruiseRoad]} and starts on ${grade}, ${load}. ${tire}`;
  }
}
