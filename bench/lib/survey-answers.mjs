import { linehaulTractorAnswers } from '@transmission-spec/domain';

/** A linehaul tractor (golden case 1 of docs/recommendation.md): the survey's most common answers. */
export const LINEHAUL_ANSWERS = linehaulTractorAnswers();
