import {
  DEFAULT_SUPPORT_LEVEL,
  WHY_GOALS_MAX,
  type AnswerRef,
  type GoalContribution,
  type RankedGoal,
  type SecondPlaceCause,
  type SupportCheckEntry,
  type SupportCheckName,
  type SupportLevel,
  type SurveyAnswers,
  type WhyFact,
} from '@transmission-spec/domain';
import { compareTotalsDescending, effectiveRank } from './compare.js';
import type { FamilyEvaluation } from './evaluate-family.js';
import type { Tiered } from './gearing-tier.js';

/**
 * The why of a recommended family (issue 14) as facts the domain's whySentences phrases. Built only
 * from the user's answers, the family's own figures and, for the runner-up, how it compared with
 * the top choice shown beside it; never from any other family, so a card tells no more about the
 * catalogue than the two cards already show.
 */

/** The support entry of one check; every evaluation has one of each (eligibility.ts). */
function supportEntry(
  checks: readonly FamilyEvaluation['checks'][number][],
  check: SupportCheckName,
): SupportCheckEntry | undefined {
  return checks.find(
    (entry): entry is SupportCheckEntry => entry.kind === 'support' && entry.check === check,
  );
}

/** The family's level of each of the user's values of one check, index for index. */
function levelsOf(evaluation: FamilyEvaluation, check: SupportCheckName): SupportLevel[] {
  return supportEntry(evaluation.checks, check)?.limit ?? [];
}

/** The level of the answer at `index` of one check. */
function levelAt(evaluation: FamilyEvaluation, check: SupportCheckName, index = 0): SupportLevel {
  return levelsOf(evaluation, check)[index] ?? DEFAULT_SUPPORT_LEVEL;
}

/** The goals that added most to the family's own goal score (weight x points), at most two. */
function strongestGoals(contributions: readonly GoalContribution[]): RankedGoal[] {
  return contributions
    .filter((entry) => entry.contribution > 0)
    .sort((a, b) => b.contribution - a.contribution || a.rank - b.rank)
    .slice(0, WHY_GOALS_MAX)
    .map(({ goal, rank }) => ({ goal, rank }));
}

/** The goals on which `ahead` gained the most over `behind`, at most two, gains only. */
function goalsBehind(ahead: FamilyEvaluation, behind: FamilyEvaluation): RankedGoal[] {
  const own = new Map(behind.goalContributions.map((entry) => [entry.goal, entry.contribution]));
  return ahead.goalContributions
    .map((entry) => ({ ...entry, gap: entry.contribution - (own.get(entry.goal) ?? 0) }))
    .filter((entry) => entry.gap > 0)
    .sort((a, b) => b.gap - a.gap || a.rank - b.rank)
    .slice(0, WHY_GOALS_MAX)
    .map(({ goal, rank }) => ({ goal, rank }));
}

/** The user's answers `ahead` Recommends and `behind` does not. Both saw the same answers. */
function answersBehind(ahead: FamilyEvaluation, behind: FamilyEvaluation): AnswerRef[] {
  const refs: AnswerRef[] = [];
  for (const entry of ahead.checks) {
    if (entry.kind !== 'support') continue;
    entry.value.forEach((value, index) => {
      if (
        entry.limit[index] === 'Recommended' &&
        levelAt(behind, entry.check, index) !== 'Recommended'
      ) {
        refs.push({ check: entry.check, value });
      }
    });
  }
  return refs;
}

/** Why `second` came after `first` in the order of RECOMMENDATION.md section 2 (scoring.ts). */
function secondPlaceCause(
  first: Tiered<FamilyEvaluation>,
  second: Tiered<FamilyEvaluation>,
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
    goalsBehind: lowerGoals ? goalsBehind(first, second) : [],
    answersBehind: lowerFit ? answersBehind(first, second) : [],
  };
}

/**
 * The why facts of one recommended family, in the order a card reads them. `ahead` is the top
 * choice when this is the runner-up, and null for the top choice itself.
 */
export function whyFacts(
  answers: SurveyAnswers,
  evaluation: Tiered<FamilyEvaluation>,
  ahead: Tiered<FamilyEvaluation> | null,
): WhyFact[] {
  const facts: WhyFact[] = [
    {
      kind: 'duty',
      application: answers.application,
      applicationLevel: levelAt(evaluation, 'application'),
      terrain: answers.terrain.map((terrain, index) => ({
        terrain,
        level: levelAt(evaluation, 'terrain', index),
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
      ptoLevel: levelAt(evaluation, 'pto'),
      maneuvers: answers.maneuvers.map((maneuver, index) => ({
        maneuver,
        level: levelAt(evaluation, 'maneuvers', index),
      })),
    },
    { kind: 'goals', goals: strongestGoals(evaluation.goalContributions) },
  ];
  if (ahead !== null) {
    facts.push({
      kind: 'secondPlace',
      topChoice: ahead.name,
      cause: secondPlaceCause(ahead, evaluation),
    });
  }
  return facts;
}
