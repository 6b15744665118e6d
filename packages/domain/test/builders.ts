import type { z } from 'zod';
import {
  linehaulTractorAnswers,
  zodIssuesToFields,
  type SurveyAnswers,
  type SurveyDraft,
  type TransmissionFamilyFormValues,
} from '../src/index.js';

/** Test data builders: a valid value, with the overrides a test is about. */

/** Complete, valid survey answers. */
export function buildSurveyAnswers(overrides: Partial<SurveyAnswers> = {}): SurveyAnswers {
  return { ...linehaulTractorAnswers(), ...overrides };
}

/** A wizard draft with every answer given. */
export function buildCompleteDraft(overrides: Partial<SurveyDraft> = {}): SurveyDraft {
  return { ...buildSurveyAnswers(), ...overrides };
}

/** A valid transmission family input, as the admin form sends it. */
export function buildFamilyInput(
  overrides: Partial<TransmissionFamilyFormValues> = {},
): TransmissionFamilyFormValues {
  return {
    name: 'Endurant HD',
    description: '<p>A 12-speed automated transmission.</p>',
    learnMoreUrl: 'https://www.eatoncummins.com/',
    rank: 1,
    isDisabled: false,
    modelTorques: [
      { name: 'EEO-16F112C', maxTorque: 1650 },
      { name: 'EEO-18F112C', maxTorque: 1850 },
    ],
    performanceGoalPoints: {
      acceleration: 65,
      fuelEconomy: 95,
      lowSpeedManeuvers: 45,
      price: 80,
      tripTime: 75,
    },
    axleRatioThresholds: {
      defaultBottom: 2.2,
      defaultTop: 2.6,
      mediumBottom: 2.5,
      mediumTop: 2.9,
      highBottom: 2.8,
      highTop: 3.3,
      extremeBottom: 3.3,
      extremeTop: 3.7,
    },
    maxSupportedCruiseSpeed: 75,
    maxSupportedEngineHp: 565,
    maxSupportedGcw: 110_000,
    maxSupportedMaxSpeed: 80,
    supportedApplications: { Linehaul: 'Recommended' },
    supportedTerrain: { Flat: 'Recommended' },
    supportedManeuvers: {},
    supportedRoadTypes: { Paved: 'Recommended' },
    supportedPto: { NoPTO: 'Recommended' },
    supportedEngineMakes: { CumminsDiesel: 'Recommended' },
    ...overrides,
  };
}

/** The field messages of parsing `value` with `schema` ({} when it parses), as the API reports them. */
export function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : zodIssuesToFields(result.error);
}
