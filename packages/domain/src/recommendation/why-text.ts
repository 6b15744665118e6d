import {
  APPLICATION_LABELS,
  PERFORMANCE_GOAL_LABELS,
  type Maneuver,
  type Pto,
  type SupportLevel,
  type Terrain,
  type UnitSystem,
} from '../common/enums.js';
import { answerValueLabel, joinWithAnd } from './no-transmission-reason.js';
import type {
  AnswerRef,
  RankedGoal,
  SecondPlaceCause,
  TransmissionDetails,
  WhyFact,
} from './transmission-details.js';
import { formatQuantity } from '../common/units.js';

/**
 * The why of a recommended family in plain sentences, in the visitor's units (issue 14). The
 * facts come from the engine (transmission-details.ts); this is the one place they become words,
 * so the result card, the compare view, the share page and the PDF all say the same thing.
 */

/** Terrain as it reads after "on" or "for": short, without the survey's grade notes. */
export const TERRAIN_PHRASES: Readonly<Record<Terrain, string>> = {
  Flat: 'flat ground',
  HillyRolling: 'hilly or rolling roads',
  OccasionalMountain: 'occasional mountain passes',
  FrequentMountain: 'frequent mountain passes',
  SteepGrade: 'steep grades',
};

/** Maneuvers as they read after "for". */
const MANEUVER_PHRASES: Readonly<Record<Maneuver, string>> = {
  FastInReverse: 'moving fast in reverse',
  Mud: 'mud',
  RepeatedLaunches: 'repeated launches',
  UrbanStopAndGo: 'urban stop-and-go',
  SlowCreeping: 'slow creeping',
};

/** PTO answers as they read after "with"; no PTO needs says nothing worth a sentence. */
const PTO_PHRASES: Readonly<Record<Exclude<Pto, 'NoPTO'>, string>> = {
  OnePTO: 'one PTO',
  TwoPTO: 'two PTOs',
  ThreeOrMorePTO: 'three or more PTOs',
};

/** The support levels as a clause starts, strongest first. */
const LEVEL_WORDS: readonly (readonly [SupportLevel, string])[] = [
  ['Recommended', 'recommended'],
  ['Supported', 'supported'],
  // An eligible family never has this; a forged saved spec might, and it still reads true.
  ['NotSupported', 'not supported'],
];

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th'];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A phrase from a table keyed by wire value; an unknown value (a forged spec) reads as itself. */
function lookup(table: Readonly<Record<string, string>>, value: string): string {
  return table[value] ?? value;
}

/** What an answer reads as within a clause, e.g. "hilly or rolling roads". */
function answerPhrase({ check, value }: AnswerRef): string {
  switch (check) {
    case 'application':
      return `the ${answerValueLabel(check, value)} application`;
    case 'terrain':
      return lookup(TERRAIN_PHRASES, value);
    case 'roadTypes':
      return `${answerValueLabel(check, value).toLowerCase()} roads`;
    case 'maneuvers':
      return lookup(MANEUVER_PHRASES, value);
    case 'pto':
      return value === 'NoPTO' ? 'no PTO needs' : lookup(PTO_PHRASES, value);
    case 'engineMake':
      return `your ${answerValueLabel(check, value)} engine`;
  }
}

/** One clause's part: the words after the level ("for Linehaul"), and the level. */
interface Leveled {
  readonly level: SupportLevel;
  readonly words: string;
}

/**
 * Parts grouped by level, strongest first, each group's parts joined by `joiner`: "recommended
 * for Linehaul on flat ground, and supported on steep grades". Empty when there are no parts.
 */
function levelClauses(parts: readonly Leveled[], joiner: (words: string[]) => string): string {
  const clauses = LEVEL_WORDS.flatMap(([level, word]) => {
    const words = parts.filter((part) => part.level === level).map((part) => part.words);
    return words.length === 0 ? [] : [`${word} ${joiner(words)}`];
  });
  return capitalize(clauses.join(', and '));
}

/** "Recommended for Linehaul on flat ground and hilly or rolling roads." */
function dutySentence(fact: Extract<WhyFact, { kind: 'duty' }>): string {
  const parts: Leveled[] = [
    { level: fact.applicationLevel, words: `for ${APPLICATION_LABELS[fact.application]}` },
  ];
  for (const [level] of LEVEL_WORDS) {
    const terrain = fact.terrain.filter((entry) => entry.level === level);
    if (terrain.length > 0) {
      const places = terrain.map((entry) => TERRAIN_PHRASES[entry.terrain]);
      parts.push({ level, words: `on ${joinWithAnd(places)}` });
    }
  }
  return `${levelClauses(parts, (words) => words.join(' '))}.`;
}

/** "Model EEO-16F112C is rated 1,850 lb-ft for your 1,650 lb-ft engine, 200 lb-ft to spare." */
function torqueSentence(fact: Extract<WhyFact, { kind: 'torque' }>, units: UnitSystem): string {
  const rated = formatQuantity('torque', fact.rated, units);
  const engine = formatQuantity('torque', fact.engineTorque, units);
  const spare = fact.rated - fact.engineTorque;
  if (spare > 0) {
    const headroom = formatQuantity('torque', spare, units);
    return `Model ${fact.modelName} is rated ${rated} for your ${engine} engine, ${headroom} to spare.`;
  }
  if (spare === 0)
    return `Model ${fact.modelName} is rated ${rated}, exactly your engine's torque.`;
  return `Model ${fact.modelName} is rated ${rated}, less than your ${engine} engine.`;
}

/** "Takes up to 110,000 lbs gross combined weight; yours is 80,000 lbs." */
function gcwSentence(fact: Extract<WhyFact, { kind: 'gcw' }>, units: UnitSystem): string {
  const gcw = formatQuantity('weight', fact.gcw, units);
  if (fact.limit === null) return `Takes any gross combined weight, including your ${gcw}.`;
  const limit = formatQuantity('weight', fact.limit, units);
  return `Takes up to ${limit} gross combined weight; yours is ${gcw}.`;
}

/** "Recommended for urban stop-and-go, and supported with two PTOs."; null when nothing to say. */
function operationSentence(fact: Extract<WhyFact, { kind: 'operation' }>): string | null {
  const parts: Leveled[] = [];
  for (const [level] of LEVEL_WORDS) {
    const maneuvers = fact.maneuvers.filter((entry) => entry.level === level);
    if (maneuvers.length > 0) {
      const phrases = maneuvers.map((entry) => MANEUVER_PHRASES[entry.maneuver]);
      parts.push({ level, words: `for ${joinWithAnd(phrases)}` });
    }
  }
  if (fact.pto !== 'NoPTO') {
    parts.push({ level: fact.ptoLevel, words: `with ${PTO_PHRASES[fact.pto]}` });
  }
  return parts.length === 0 ? null : `${levelClauses(parts, (words) => words.join(' '))}.`;
}

/** "fuel economy (ranked 1st)". */
function rankedGoalPhrase({ goal, rank }: RankedGoal): string {
  return `${PERFORMANCE_GOAL_LABELS[goal].toLowerCase()} (ranked ${ORDINALS[rank - 1] ?? rank})`;
}

/** "Strongest on your goals of fuel economy (ranked 1st) and price (ranked 2nd)."; null if none. */
function goalsSentence(fact: Extract<WhyFact, { kind: 'goals' }>): string | null {
  if (fact.goals.length === 0) return null;
  const noun = fact.goals.length === 1 ? 'goal' : 'goals';
  return `Strongest on your ${noun} of ${joinWithAnd(fact.goals.map(rankedGoalPhrase))}.`;
}

/** What the top choice had over the runner-up, as the end of "Second to X, which ...". */
function lowerScoreReasons(cause: Extract<SecondPlaceCause, { kind: 'lowerScore' }>): string[] {
  const reasons: string[] = [];
  if (cause.goalsBehind.length > 0) {
    const goals = cause.goalsBehind.map((entry) =>
      PERFORMANCE_GOAL_LABELS[entry.goal].toLowerCase(),
    );
    const noun = goals.length === 1 ? 'goal' : 'goals';
    reasons.push(`does more for your ${joinWithAnd(goals)} ${noun}`);
  }
  if (cause.answersBehind.length > 0) {
    const answers = joinWithAnd(cause.answersBehind.map(answerPhrase));
    reasons.push(`is recommended, not just supported, for ${answers}`);
  }
  return reasons;
}

/** What made the runner-up second, naming the top choice it came second to. */
function secondPlaceSentence(fact: Extract<WhyFact, { kind: 'secondPlace' }>): string {
  const { cause, topChoice } = fact;
  if (cause.kind === 'tie') {
    return cause.by === 'rank'
      ? `Level with ${topChoice} on your goals and answers; the catalogue's ranking puts ${topChoice} first.`
      : `Level with ${topChoice} on your goals and answers and ranked the same; second by name.`;
  }
  if (cause.kind === 'gearing') {
    return cause.tier === 'fails'
      ? `Second to ${topChoice}: this one's gearing fails the engineering check on your answers (see its gearing warning).`
      : `Second to ${topChoice}: the catalogue has no gear ratios for this one, so its gearing could not be checked against your answers.`;
  }
  const reasons = lowerScoreReasons(cause);
  return reasons.length === 0
    ? `Second to ${topChoice} on your goals and answers.`
    : `Second to ${topChoice}, which ${joinWithAnd(reasons)}.`;
}

/** One fact as a sentence in the given units; null for a fact with nothing to say. */
export function whySentence(fact: WhyFact, units: UnitSystem): string | null {
  switch (fact.kind) {
    case 'duty':
      return dutySentence(fact);
    case 'torque':
      return torqueSentence(fact, units);
    case 'gcw':
      return gcwSentence(fact, units);
    case 'operation':
      return operationSentence(fact);
    case 'goals':
      return goalsSentence(fact);
    case 'secondPlace':
      return secondPlaceSentence(fact);
  }
}

/**
 * The why of a recommended family as three to six plain sentences in the visitor's units, in the
 * order the engine gave the facts. Details from before the why existed have no facts: no sentences.
 */
export function whySentences(
  details: Pick<TransmissionDetails, 'why'>,
  units: UnitSystem,
): string[] {
  return details.why.flatMap((fact) => {
    const sentence = whySentence(fact, units);
    return sentence === null ? [] : [sentence];
  });
}
