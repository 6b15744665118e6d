import { MANEUVERS, METRIC_FACTORS, SLOW_CREEPING_MPH } from '@transmission-spec/domain';
import type { Maneuver, UnitSystem } from '@transmission-spec/domain';

import { TERRAIN_CARDS, toggleIn } from './survey-form';
import type { ManeuversAnswer, TerrainAnswer, TerrainCard } from './survey-form';

/** The follow-up rules of SPEC 2 for the multi-select questions, as pure state transitions. */

/** Unticking Mountain Pass or Steep Grade forgets its follow-up answer, so ticking again asks anew. */
export function toggleTerrainCard(answer: TerrainAnswer, card: TerrainCard): TerrainAnswer {
  const cards = toggleIn(answer.cards, card, TERRAIN_CARDS);
  return {
    cards,
    mountainFrequency: cards.includes('MountainPass') ? answer.mountainFrequency : null,
    steepGradeConfirmed: cards.includes('SteepGrade') ? answer.steepGradeConfirmed : false,
  };
}

/** 'None of the above' clears every maneuver; it is itself cleared by choosing a maneuver. */
export function toggleNoManeuvers(answer: ManeuversAnswer): ManeuversAnswer {
  return answer.none
    ? { ...answer, none: false }
    : { none: true, selected: [], slowCreepingConfirmed: false };
}

export function toggleManeuver(answer: ManeuversAnswer, maneuver: Maneuver): ManeuversAnswer {
  const selected = toggleIn(answer.selected, maneuver, MANEUVERS);
  return {
    none: false,
    selected,
    slowCreepingConfirmed: selected.includes('SlowCreeping') && answer.slowCreepingConfirmed,
  };
}

const FEET_PER_MILE = 5280;
const METRES_PER_KILOMETRE = 1000;
const MINUTES_PER_HOUR = 60;

/** "0.5 mph / 44 ft/min" or "0.8 kph / 13 m/min". */
export function slowCreepingSpeed(units: UnitSystem): string {
  if (units === 'Imperial') {
    const feetPerMinute = Math.round((SLOW_CREEPING_MPH * FEET_PER_MILE) / MINUTES_PER_HOUR);
    return `${SLOW_CREEPING_MPH.toFixed(1)} mph / ${feetPerMinute} ft/min`;
  }
  const kph = SLOW_CREEPING_MPH * METRIC_FACTORS.speed;
  const metresPerMinute = Math.round((kph * METRES_PER_KILOMETRE) / MINUTES_PER_HOUR);
  return `${kph.toFixed(1)} kph / ${metresPerMinute} m/min`;
}
