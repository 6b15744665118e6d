import {
  WHY_GOALS_MAX,
  type AnswerRef,
  type GoalContribution,
  type RankedGoal,
  type SecondPlaceCause,
  type SupportCheckName,
  type WhyFact,
} from '@transmission-spec/domain';
import { compareTotalsDescending, effectiveRank } from './compare.js';
import { levelAt } from './eligibility.js';
import {
  contributionsOf,
  type EligibleEvaluation,
  type FamilyEvaluation,
  type SurveyContext,
} from './evaluate-family.js';

/**
 * The why of a recommended family (issue 14) as facts the domain's whySentences phrases. Built only
 * from the user's answers, the family's own figures and, for the runner-up, how it compared with
 * the top choice shown beside it; never from any other family, so a card tells no more about the
 * catalogue than the two cards already show.
 */

/** The goals with the largest positive gain, at most two; an equal gain goes to the higher rank. */
function largestGains(
  contributions: readonly GoalContribution[],
  gainOf: (entry: GoalContribution) => number,
): RankedGoal[] {
  const gains: { goal: GoalContribution['goal']; rank: number; gain: number }[] = [];
  for (const entry of contributions) {
    const gain = gainOf(entry);
    if (gain > 0) gains.push({ goal: entry.goal, rank: entry.rank, gain });
  }
  return gains
    .sort((a, b) => b.gain - a.gain || a.rank - b.rank)
    .slice(0, WHY_GOALS_MAX)
    .map(({ goal, rank }) => ({ goal, rank }));
}

/** The goals that added most to the family's own goal score (weight x points), at most two. */
function strongestGoals(contributions: readonly GoalContribution[]): RankedGoal[] {
  return largestGains(contributions, (entry) => entry.contribution);
}

/** The goals on which `ahead` gained the most over `behind`, at most two, gains only. */
function goalsBehind(
  context: SurveyContext,
  ahead: FamilyEvaluation,
  behind: FamilyEvaluation,
): RankedGoal[] {
  const theirs = contributionsOf(context, behind);
  return largestGains(
    contributionsOf(context, ahead),
    (entry) =>
      entry.contribution - (theirs.find((own) => own.goal === entry.goal)?.contribution ?? 0),
  );
}

/** The user's answers `ahead` Recommends and `behind` does not. Both saw the same answers. */
function answersBehind(
  context: SurveyContext,
  ahead: FamilyEvaluation,
  behind: FamilyEvaluation,
): AnswerRef[] {
  const refs: AnswerRef[] = [];
  const theirs = behind.eligibility.levels;
  ahead.eligibility.levels.forEach((level, index) => {
    const ref = context.asked.answers[index];
    if (ref !== undefined && level === 'Recommended' && theirs[index] !== 'Recommended') {
      refs.push({ check: ref.check, value: ref.value });
    }
  });
  return refs;
}

/** Why `second` came after `first` in the order of RECOMMENDATION.md section 2 (scoring.ts). */
function secondPlaceCause(
  context: SurveyContext,
  first: EligibleEvaluation,
  second: EligibleEvaluation,
): SecondPlaceCause {
  // The tier comes first: when the two differ, it decided, whatever the totals say. The runner-up
  // is in the worse tier, so it is never the one that passes.
  if (second.tier !== first.tier && second.tier !== 'passes') {
    return { kind: 'gearing', tier: second.tier };
  }
  if (compareTotalsDescending(first.total, second.total) === 0) {
    // compareByRankThenName decided: by rank when the ranks differ, else by name (or id).
    const byRank = effectiveRank(first.rank) !== effectiveRank(second.rank);
    return { kind: 'tie', by: byRank ? 'rank' : 'name' };
  }
  const lowerGoals = compareTotalsDescending(first.goalScore, second.goalScore) < 0;
  const lowerFit = compareTotalsDescending(first.fitScore, second.fitScore) < 0;
  return {
    kind: 'lowerScore',
    goalsBehind: lowerGoals ? goalsBehind(context, first, second) : [],
    answersBehind: lowerFit ? answersBehind(context, first, second) : [],
  };
}

/**
 * The why facts of one recommended family, in the order a card reads them. `ahead` is the top
 * choice when this is the runner-up, and null for the top choice itself.
 */
export function whyFacts(
  context: SurveyContext,
  evaluation: EligibleEvaluation,
  ahead: EligibleEvaluation | null,
): WhyFact[] {
  const { answers, asked } = context;
  const levelOf = (check: SupportCheckName, index = 0) =>
    levelAt(asked, evaluation.eligibility, check, index);
  const facts: WhyFact[] = [
    {
      kind: 'duty',
      application: answers.application,
      applicationLevel: levelOf('application'),
      terrain: answers.terrain.map((terrain, index) => ({
        terrain,
        level: levelOf('terrain', index),
      })),
    },
    {
      kind: 'torque',
      modelName: evaluation.model?.name ?? '',
      rated: evaluation.model?.maxTorque ?? 0,
      engineTorque: answers.engineTorque,
    },
    { kind: 'gcw', gcw: answers.maxWeight, limit: evaluation.family.maxSupportedGcw },
    {
      kind: 'operation',
      pto: answers.pto,
      ptoLevel: levelOf('pto'),
      maneuvers: answers.maneuvers.map((maneuver, index) => ({
        maneuver,
        level: levelOf('maneuvers', index),
      })),
    },
    { kind: 'goals', goals: strongestGoals(contributionsOf(context, evaluation)) },
  ];
  if (ahead !== null) {
    facts.push({
      kind: 'secondPlace',
      topChoice: ahead.name,
      cause: secondPlaceCause(context, ahead, evaluation),
    });
  }
  return facts;
}
