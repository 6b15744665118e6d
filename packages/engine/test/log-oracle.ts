import {
  type CheckName,
  type FamilyDebug,
  type SupportLevel,
  type SurveyAnswers,
  type TransmissionFamily,
} from '@transmission-spec/domain';
import { expect } from 'vitest';
import { recommend } from '../src/recommend.js';
import type { RecommendedTransmission } from '../src/types.js';

/**
 * What the property tests read the engine's answer with: the log of an explained call, and the log
 * entry each check must write, worked out from the answers and the family alone (an oracle beside
 * the one in oracle.ts, which works out eligibility and totals).
 */

/** The explained recommendation (the log is what several properties read). */
export function explain(answers: SurveyAnswers, catalogue: readonly TransmissionFamily[]) {
  const result = recommend(answers, catalogue, { explain: true });
  if (result.debug === undefined) throw new Error('explain: true gave no debug');
  return { ...result, debug: result.debug };
}

/** Ids of the families the engine found eligible. */
export function eligibleIds(
  answers: SurveyAnswers,
  catalogue: readonly TransmissionFamily[],
): number[] {
  return explain(answers, catalogue)
    .debug.families.filter((family) => family.status === 'eligible')
    .map((family) => family.id)
    .sort((a, b) => a - b);
}

/** The catalogue family the log puts at `position`, if any. */
export function familyAt(
  families: readonly FamilyDebug[],
  catalogue: readonly TransmissionFamily[],
  position: number,
): TransmissionFamily | undefined {
  const logged = families.find((family) => family.position === position);
  return catalogue.find((family) => family.id === logged?.id);
}

/** The user's value each check logs, read straight from the answers. */
function answeredValue(answers: SurveyAnswers, check: CheckName): number | readonly string[] {
  switch (check) {
    case 'application':
      return [answers.application];
    case 'terrain':
      return answers.terrain;
    case 'roadTypes':
      return answers.roadTypes;
    case 'maneuvers':
      return answers.maneuvers;
    case 'pto':
      return [answers.pto];
    case 'engineMake':
      return [answers.engineMake];
    case 'engineHp':
      return answers.engineHp;
    case 'cruiseSpeed':
      return answers.cruiseSpeed;
    case 'maxSpeed':
      return answers.maxSpeed;
    case 'gcw':
      return answers.maxWeight;
    case 'torque':
      return answers.engineTorque;
  }
}

/** The log entry a check must write, worked out from the answers and the family alone. */
export function oracleEntry(answers: SurveyAnswers, family: TransmissionFamily, check: CheckName) {
  const value = answeredValue(answers, check);
  const support = (group: Readonly<Record<string, SupportLevel>>) => {
    const limit = (value as readonly string[]).map((choice) => group[choice]);
    return { check, value, limit, passed: !limit.includes('NotSupported') };
  };
  const atMost = (limit: number | null) => ({
    check,
    value,
    limit,
    passed: limit === null || (value as number) <= limit,
  });
  switch (check) {
    case 'application':
      return support(family.supportedApplications);
    case 'terrain':
      return support(family.supportedTerrain);
    case 'roadTypes':
      return support(family.supportedRoadTypes);
    case 'maneuvers':
      return support(family.supportedManeuvers);
    case 'pto':
      return support(family.supportedPto);
    case 'engineMake':
      return support(family.supportedEngineMakes);
    case 'engineHp':
      return atMost(family.maxSupportedEngineHp);
    case 'cruiseSpeed':
      return atMost(family.maxSupportedCruiseSpeed);
    case 'maxSpeed':
      return atMost(family.maxSupportedMaxSpeed);
    case 'gcw':
      return atMost(family.maxSupportedGcw);
    case 'torque': {
      const live = family.modelTorques.filter((model) => !model.isDeleted);
      const limit = live.length === 0 ? null : Math.max(...live.map((model) => model.maxTorque));
      const passed = live.some((model) => model.maxTorque >= answers.engineTorque);
      return { check, value, limit, passed };
    }
  }
}

/** The result is this family as offered (same texts), not some other family sharing its name. */
export function expectShows(result: RecommendedTransmission, family: TransmissionFamily) {
  expect(result).toMatchObject({
    name: family.name,
    learnMoreUrl: family.learnMoreUrl,
    description: family.description,
    image: family.image,
  });
}
