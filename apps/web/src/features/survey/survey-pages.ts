import { isRankingComplete, speedsError } from '@transmission-spec/domain';
import type { SurveyDraft } from '@transmission-spec/domain';

import { ANSWER_TITLES } from '../../lib/answer-text';

/** The nine question blocks of SPEC 2, grouped into wizard pages. */
export const QUESTION_BLOCKS = [
  'application',
  'weight',
  'terrain',
  'roadTypes',
  'maneuvers',
  'speeds',
  'pto',
  'engine',
  'ranking',
] as const;
export type QuestionBlock = (typeof QUESTION_BLOCKS)[number];

/** Each page holds related blocks; the goals ranking gets a page of its own since it needs room. */
export const SURVEY_PAGES: readonly (readonly QuestionBlock[])[] = [
  ['application'],
  ['weight', 'terrain'],
  ['roadTypes', 'maneuvers'],
  ['speeds', 'pto'],
  ['engine'],
  ['ranking'],
];

function hasItems(list: readonly unknown[] | null): boolean {
  return list !== null && list.length > 0;
}

/** SPEC 2: a block counts as filled when it has a value (the draft leaves half answers null). */
export function isBlockFilled(block: QuestionBlock, draft: SurveyDraft): boolean {
  switch (block) {
    case 'application':
      return draft.application !== null;
    case 'weight':
      return draft.maxWeight !== null;
    case 'terrain':
      return hasItems(draft.terrain);
    case 'roadTypes':
      return hasItems(draft.roadTypes);
    case 'maneuvers':
      // An empty list is an answer: 'None of the above'.
      return draft.maneuvers !== null;
    case 'speeds':
      // Speeds the API would refuse (cruise above max) do not fill the block.
      return draft.cruiseSpeed !== null && draft.maxSpeed !== null && speedsError(draft) === null;
    case 'pto':
      return draft.pto !== null;
    case 'engine':
      return draft.engineMake !== null && draft.engineHp !== null && draft.engineTorque !== null;
    case 'ranking':
      return isRankingComplete(draft.preferenceRanking);
  }
}

export function isPageFilled(blocks: readonly QuestionBlock[], draft: SurveyDraft): boolean {
  return blocks.every((block) => isBlockFilled(block, draft));
}

/** Each block's heading, as the wizard shows it and the missing-answers line names it. */
export const BLOCK_TITLES: Readonly<Record<QuestionBlock, string>> = {
  application: ANSWER_TITLES.application,
  weight: ANSWER_TITLES.maxWeight,
  terrain: ANSWER_TITLES.terrain,
  roadTypes: ANSWER_TITLES.roadTypes,
  maneuvers: ANSWER_TITLES.maneuvers,
  speeds: 'Vehicle speeds',
  pto: ANSWER_TITLES.pto,
  engine: 'Engine',
  ranking: ANSWER_TITLES.preferenceRanking,
};

/** The 0-based index of the first page not fully answered, or the page count when all are. */
export function firstUnfilledPage(draft: SurveyDraft): number {
  const index = SURVEY_PAGES.findIndex((blocks) => !isPageFilled(blocks, draft));
  return index === -1 ? SURVEY_PAGES.length : index;
}
