import { isSurveyComplete, surveyDraftToAnswers } from '@transmission-spec/domain';
import { describe, expect, it } from 'vitest';

import { buildSurveyAnswers } from '../../testing/survey-builders';
import {
  slowCreepingSpeed,
  toggleManeuver,
  toggleNoManeuvers,
  toggleTerrainCard,
} from './answer-rules';
import { SurveyFormSchema, answersToForm, emptySurveyForm, toSurveyDraft } from './survey-form';
import type { SurveyForm } from './survey-form';
import { SURVEY_PAGES, isPageFilled } from './survey-pages';

function completeForm(): SurveyForm {
  return {
    application: 'Linehaul',
    maxWeight: 80_000,
    terrain: {
      cards: ['Flat', 'MountainPass'],
      mountainFrequency: 'FrequentMountain',
      steepGradeConfirmed: false,
    },
    roadTypes: ['Paved'],
    maneuvers: { none: true, selected: [], slowCreepingConfirmed: false },
    cruiseSpeed: 65,
    maxSpeed: 70,
    pto: { needed: false, count: null },
    engineMake: 'CumminsDiesel',
    engineHp: 450,
    engineTorque: 1650,
    ranking: ['fuelEconomy', 'price', 'tripTime', 'acceleration', 'lowSpeedManeuvers'],
  };
}

describe('Survey form', () => {
  it('turns a complete form into the answers the API accepts', () => {
    const draft = toSurveyDraft(completeForm());
    expect(isSurveyComplete(draft)).toBe(true);
    expect(surveyDraftToAnswers(draft)).toEqual(buildSurveyAnswers());
    expect(SURVEY_PAGES.every((blocks) => isPageFilled(blocks, draft))).toBe(true);
  });

  it('covers all nine question blocks, each on exactly one page', () => {
    expect(SURVEY_PAGES.flat()).toHaveLength(9);
    expect(new Set(SURVEY_PAGES.flat()).size).toBe(9);
  });

  it('leaves an empty form unanswered on every page', () => {
    const draft = toSurveyDraft(emptySurveyForm());
    expect(SURVEY_PAGES.some((blocks) => isPageFilled(blocks, draft))).toBe(false);
  });

  it('keeps terrain null until Mountain Pass has a frequency and Steep Grade is confirmed', () => {
    let terrain = toggleTerrainCard(emptySurveyForm().terrain, 'MountainPass');
    expect(toSurveyDraft({ ...emptySurveyForm(), terrain }).terrain).toBeNull();
    terrain = { ...terrain, mountainFrequency: 'OccasionalMountain' };
    terrain = toggleTerrainCard(terrain, 'SteepGrade');
    expect(toSurveyDraft({ ...emptySurveyForm(), terrain }).terrain).toBeNull();
    terrain = { ...terrain, steepGradeConfirmed: true };
    expect(toSurveyDraft({ ...emptySurveyForm(), terrain }).terrain).toEqual([
      'OccasionalMountain',
      'SteepGrade',
    ]);
    terrain = toggleTerrainCard(terrain, 'SteepGrade');
    expect(terrain.steepGradeConfirmed).toBe(false);
  });

  it('sends no maneuvers for None of the above and needs the slow creeping confirmation', () => {
    const none = toggleNoManeuvers(toggleManeuver(emptySurveyForm().maneuvers, 'Mud'));
    expect(toSurveyDraft({ ...emptySurveyForm(), maneuvers: none }).maneuvers).toEqual([]);
    const creeping = toggleManeuver(none, 'SlowCreeping');
    expect(creeping.none).toBe(false);
    expect(toSurveyDraft({ ...emptySurveyForm(), maneuvers: creeping }).maneuvers).toBeNull();
    const confirmed = { ...creeping, slowCreepingConfirmed: true };
    expect(toSurveyDraft({ ...emptySurveyForm(), maneuvers: confirmed }).maneuvers).toEqual([
      'SlowCreeping',
    ]);
  });

  it('keeps PTO null after Yes until a count is chosen', () => {
    const form = emptySurveyForm();
    expect(toSurveyDraft({ ...form, pto: { needed: true, count: null } }).pto).toBeNull();
    expect(toSurveyDraft({ ...form, pto: { needed: true, count: 'TwoPTO' } }).pto).toBe('TwoPTO');
    expect(toSurveyDraft({ ...form, pto: { needed: false, count: null } }).pto).toBe('NoPTO');
  });

  it('turns submitted answers back into the form they came from, for Edit answers', () => {
    expect(answersToForm(buildSurveyAnswers())).toEqual(completeForm());
    const extreme = buildSurveyAnswers({
      terrain: ['OccasionalMountain', 'SteepGrade'],
      maneuvers: ['Mud', 'SlowCreeping'],
      pto: 'ThreeOrMorePTO',
    });
    expect(surveyDraftToAnswers(toSurveyDraft(answersToForm(extreme)))).toEqual(extreme);
  });

  it('reads back a stored form and refuses one that is not a form', () => {
    const stored: unknown = JSON.parse(JSON.stringify(completeForm()));
    expect(SurveyFormSchema.parse(stored)).toEqual(completeForm());
    expect(
      SurveyFormSchema.safeParse({ ...completeForm(), application: 'Spaceship' }).success,
    ).toBe(false);
  });

  it('words the slow creeping speed in each unit system', () => {
    expect(slowCreepingSpeed('Imperial')).toBe('0.5 mph / 44 ft/min');
    expect(slowCreepingSpeed('Metric')).toBe('0.8 kph / 13 m/min');
  });
});
