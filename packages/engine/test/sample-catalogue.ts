import { readFileSync } from 'node:fs';
import {
  linehaulTractorAnswers,
  TransmissionFamilyInputSchema,
  type SurveyAnswers,
  type TransmissionFamily,
} from '@transmission-spec/domain';

/**
 * The domain's sample catalogue (packages/domain/catalogue/sample-catalogue.json), parsed with the
 * admin form's schema exactly as the server stores it, with ids 1..8 in file order.
 */

const FIXTURE = new URL('../../domain/catalogue/sample-catalogue.json', import.meta.url);

/** The eight sample families; the eighth (VXP) is disabled. */
export function loadSampleCatalogue(): TransmissionFamily[] {
  const parsed: unknown = JSON.parse(readFileSync(FIXTURE, 'utf8'));
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    !('families' in parsed) ||
    !Array.isArray(parsed.families)
  ) {
    throw new Error('sample-catalogue.json has no families list');
  }
  return parsed.families.map((raw: unknown, index) => ({
    ...TransmissionFamilyInputSchema.parse(raw),
    id: index + 1,
    isDeleted: false,
    image: null,
  }));
}

/** One sample family by its id (1..8), failing loudly when it is not there. */
export function sampleFamily(catalogue: readonly TransmissionFamily[], id: number) {
  const family = catalogue.find((candidate) => candidate.id === id);
  if (family === undefined) throw new Error(`no sample family ${id}`);
  return family;
}

/** A linehaul tractor on flat and rolling highways: the survey's most common answers. */
export function linehaulAnswers(overrides: Partial<SurveyAnswers> = {}): SurveyAnswers {
  return { ...linehaulTractorAnswers(), ...overrides };
}
