import { describe, expect, it } from 'vitest';
import { buildCompleteDraft, buildSurveyAnswers, fieldErrors } from '../../test/builders.js';
import { MESSAGES } from '../common/messages.js';
import {
  emptyPreferenceRanking,
  emptySurveyDraft,
  isRankingComplete,
  isSurveyComplete,
  PreferenceRankingSchema,
  speedsError,
  SurveyAnswersSchema,
  SurveyDraftSchema,
  surveyDraftToAnswers,
} from './survey.js';

const ranked = { acceleration: 1, fuelEconomy: 2, lowSpeedManeuvers: 3, price: 4, tripTime: 5 };

describe('preference ranking', () => {
  it('is complete when the five goals hold ranks 1 to 5, each once', () => {
    expect(isRankingComplete(ranked)).toBe(true);
    expect(isRankingComplete({ ...ranked, acceleration: 5, tripTime: 1 })).toBe(true);
  });

  it('is incomplete while any goal is unranked', () => {
    expect(isRankingComplete(emptyPreferenceRanking())).toBe(false);
    expect(isRankingComplete({ ...ranked, price: null })).toBe(false);
    expect(isRankingComplete(null)).toBe(false);
  });

  it('is invalid when two goals share a rank or a rank is outside 1 to 5', () => {
    expect(isRankingComplete({ ...ranked, tripTime: 4 })).toBe(false);
    expect(isRankingComplete({ ...ranked, tripTime: 6 })).toBe(false);
    expect(isRankingComplete({ ...ranked, acceleration: 0, tripTime: 1 })).toBe(false);
    expect(isRankingComplete({ ...ranked, tripTime: 4.5 })).toBe(false);
  });

  it('accepts unranked goals while the user is still ranking', () => {
    expect(PreferenceRankingSchema.safeParse(emptyPreferenceRanking()).success).toBe(true);
    expect(PreferenceRankingSchema.safeParse({ ...ranked, price: 6 }).success).toBe(false);
  });
});

describe('survey answers', () => {
  it('accepts complete, valid answers', () => {
    expect(SurveyAnswersSchema.parse(buildSurveyAnswers())).toEqual(buildSurveyAnswers());
  });

  it('accepts no maneuvers, meaning none of the above', () => {
    expect(fieldErrors(SurveyAnswersSchema, buildSurveyAnswers({ maneuvers: [] }))).toEqual({});
  });

  it('requires at least one terrain and one road type', () => {
    const errors = fieldErrors(
      SurveyAnswersSchema,
      buildSurveyAnswers({ terrain: [], roadTypes: [] }),
    );
    expect(errors).toEqual({
      terrain: MESSAGES.chooseAtLeastOne,
      roadTypes: MESSAGES.chooseAtLeastOne,
    });
  });

  it('refuses a choice listed twice', () => {
    const answers = buildSurveyAnswers({ maneuvers: ['Mud', 'Mud'], terrain: ['Flat', 'Flat'] });
    expect(fieldErrors(SurveyAnswersSchema, answers)).toEqual({
      maneuvers: MESSAGES.noDuplicates,
      terrain: MESSAGES.noDuplicates,
    });
  });

  it('refuses occasional and frequent mountain pass driving together', () => {
    const answers = buildSurveyAnswers({ terrain: ['OccasionalMountain', 'FrequentMountain'] });
    expect(fieldErrors(SurveyAnswersSchema, answers)).toEqual({
      terrain: MESSAGES.mountainFrequencyExclusive,
    });
    const one = buildSurveyAnswers({ terrain: ['FrequentMountain', 'SteepGrade'] });
    expect(fieldErrors(SurveyAnswersSchema, one)).toEqual({});
  });

  it('refuses choices that are not in the lists', () => {
    const answers = { ...buildSurveyAnswers(), application: 'Spaceship', pto: 'FourPTO' };
    expect(fieldErrors(SurveyAnswersSchema, answers)).toEqual({
      application: MESSAGES.chooseOne,
      pto: MESSAGES.chooseOne,
    });
  });

  it('names every missing answer as a required field', () => {
    const errors = fieldErrors(SurveyAnswersSchema, {});
    expect(Object.keys(errors).sort()).toEqual(
      [
        'application',
        'cruiseSpeed',
        'engineHp',
        'engineMake',
        'engineTorque',
        'maneuvers',
        'maxSpeed',
        'maxWeight',
        'preferenceRanking',
        'pto',
        'roadTypes',
        'terrain',
      ].sort(),
    );
    expect(errors.maxWeight).toBe(MESSAGES.requiredField);
  });

  it.each([
    ['maxWeight', 32_000, 'Value must be within the range of 33000 to 250000'],
    ['maxWeight', 251_000, 'Value must be within the range of 33000 to 250000'],
    ['maxWeight', 80_500, 'Value must be 33000 plus a multiple of 1000'],
    ['cruiseSpeed', 44, 'Value must be within the range of 45 to 80'],
    ['maxSpeed', 81, 'Value must be within the range of 45 to 80'],
    ['cruiseSpeed', 65.5, 'Value must be 45 plus a multiple of 1'],
    ['engineHp', 325, 'Value must be within the range of 330 to 625'],
    ['engineHp', 452, 'Value must be 330 plus a multiple of 5'],
    ['engineTorque', 2300, 'Value must be within the range of 1000 to 2250'],
    ['engineTorque', 1025, 'Value must be 1000 plus a multiple of 50'],
  ] as const)('refuses %s of %d', (field, value, message) => {
    expect(fieldErrors(SurveyAnswersSchema, buildSurveyAnswers({ [field]: value }))).toEqual({
      [field]: message,
    });
  });

  it.each([
    ['maxWeight', 33_000],
    ['maxWeight', 250_000],
    ['cruiseSpeed', 45],
    ['maxSpeed', 80],
    ['engineHp', 330],
    ['engineHp', 625],
    ['engineTorque', 1000],
    ['engineTorque', 2250],
  ] as const)('accepts %s at its bound %d', (field, value) => {
    expect(fieldErrors(SurveyAnswersSchema, buildSurveyAnswers({ [field]: value }))).toEqual({});
  });

  it('requires a complete ranking', () => {
    const answers = buildSurveyAnswers({ preferenceRanking: { ...ranked, tripTime: 4 } });
    expect(fieldErrors(SurveyAnswersSchema, answers)).toEqual({
      preferenceRanking: MESSAGES.rankingIncomplete,
    });
    const unranked = { ...buildSurveyAnswers(), preferenceRanking: { ...ranked, price: null } };
    expect(fieldErrors(SurveyAnswersSchema, unranked)).toEqual({
      'preferenceRanking.price': MESSAGES.rankingIncomplete,
    });
  });
});

describe('cruise speed and occasional max road speed', () => {
  it('refuses a cruise speed above the occasional max road speed, naming the cruise speed', () => {
    const answers = buildSurveyAnswers({ cruiseSpeed: 70, maxSpeed: 65 });
    expect(fieldErrors(SurveyAnswersSchema, answers)).toEqual({
      cruiseSpeed: MESSAGES.cruiseSpeedAboveMaxSpeed,
    });
    expect(speedsError(answers)).toBe(MESSAGES.cruiseSpeedAboveMaxSpeed);
  });

  it('accepts a cruise speed equal to the occasional max road speed', () => {
    const answers = buildSurveyAnswers({ cruiseSpeed: 65, maxSpeed: 65 });
    expect(fieldErrors(SurveyAnswersSchema, answers)).toEqual({});
    expect(speedsError(answers)).toBeNull();
  });

  it('names the order of the speeds even while another answer is missing', () => {
    const answers = { ...buildSurveyAnswers({ cruiseSpeed: 80, maxSpeed: 45 }), pto: undefined };
    expect(fieldErrors(SurveyAnswersSchema, answers)).toEqual({
      cruiseSpeed: MESSAGES.cruiseSpeedAboveMaxSpeed,
      pto: MESSAGES.requiredField,
    });
  });

  it('says nothing about the order while either speed is unanswered', () => {
    expect(speedsError(buildCompleteDraft({ cruiseSpeed: 70, maxSpeed: null }))).toBeNull();
    expect(speedsError(buildCompleteDraft({ cruiseSpeed: null, maxSpeed: 50 }))).toBeNull();
  });

  it('keeps a draft with the speeds out of order from being submitted', () => {
    expect(surveyDraftToAnswers(buildCompleteDraft({ cruiseSpeed: 70, maxSpeed: 65 }))).toBeNull();
  });
});

describe('survey draft', () => {
  it('starts with nothing answered', () => {
    const draft = emptySurveyDraft();
    expect(Object.values(draft).every((value) => value === null)).toBe(true);
    expect(SurveyDraftSchema.parse(draft)).toEqual(draft);
  });

  it('is complete when every answer is given and all five goals are ranked', () => {
    expect(isSurveyComplete(buildCompleteDraft())).toBe(true);
    expect(isSurveyComplete(buildCompleteDraft({ maneuvers: [] }))).toBe(true);
  });

  it('is incomplete while any single answer is missing', () => {
    for (const key of Object.keys(emptySurveyDraft()) as (keyof ReturnType<
      typeof emptySurveyDraft
    >)[]) {
      expect({ key, complete: isSurveyComplete(buildCompleteDraft({ [key]: null })) }).toEqual({
        key,
        complete: false,
      });
    }
  });

  it('is incomplete while a goal is unranked or terrain or road types are emptied', () => {
    const partly = { ...ranked, fuelEconomy: null };
    expect(isSurveyComplete(buildCompleteDraft({ preferenceRanking: partly }))).toBe(false);
    expect(isSurveyComplete(buildCompleteDraft({ terrain: [] }))).toBe(false);
    expect(isSurveyComplete(buildCompleteDraft({ roadTypes: [] }))).toBe(false);
  });

  it('becomes the answers to submit only when the API would accept it', () => {
    expect(surveyDraftToAnswers(buildCompleteDraft())).toEqual(buildSurveyAnswers());
    expect(surveyDraftToAnswers(emptySurveyDraft())).toBeNull();
    expect(surveyDraftToAnswers(buildCompleteDraft({ maxWeight: 80_500 }))).toBeNull();
  });
});
