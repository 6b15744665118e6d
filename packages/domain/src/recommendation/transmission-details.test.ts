import { describe, expect, it } from 'vitest';
import { SaveSpecResultSchema, SavedSpecResultSchema } from '../specs/spec.js';
import { SurveyResponseSchema } from './survey-response.js';
import { TransmissionDetailsSchema, type TransmissionDetails } from './transmission-details.js';

/** A recommended family's details on the wire and in a saved spec (issue 14). */

const details: TransmissionDetails = {
  modelMaxTorque: 1850,
  axleRatioRange: { low: 2.5, high: 2.9 },
  gearRatios: { forward: [14.4, 0.77], reverse: [12.8] },
  limits: {
    maxSupportedGcw: 110_000,
    maxSupportedEngineHp: 605,
    maxSupportedCruiseSpeed: 75,
    maxSupportedMaxSpeed: 80,
  },
  support: [{ check: 'application', value: 'Linehaul', level: 'Recommended' }],
  why: [
    { kind: 'torque', modelName: 'EEO-18F112C', rated: 1850, engineTorque: 1650 },
    { kind: 'gcw', gcw: 80_000, limit: 110_000 },
    {
      kind: 'secondPlace',
      topChoice: 'Endurant XD',
      cause: { kind: 'tie', by: 'rank' },
    },
  ],
};

const card = {
  name: 'Endurant HD',
  learnMoreUrl: 'https://www.eatoncummins.com/',
  description: '<p>12-speed</p>',
  image: null,
  modelName: 'EEO-18F112C',
  axleRatio: '2.5 - 2.9',
};

describe('a result’s details', () => {
  it('travel with the survey response', () => {
    const response = {
      type: 'Transmission',
      topChoice: { ...card, details },
      runnerUp: null,
      message: '',
      reason: null,
    };
    expect(SurveyResponseSchema.parse(response).topChoice?.details).toEqual(details);
  });

  it('are optional: a response or saved spec from before them reads as it did', () => {
    const old = { type: 'Transmission', topChoice: card, runnerUp: null, message: '' };
    const parsed = SurveyResponseSchema.parse(old);
    expect(parsed.topChoice).toEqual(card);
    expect(parsed.topChoice).not.toHaveProperty('details');
    expect(SavedSpecResultSchema.parse({ topChoice: card, runnerUp: null })).toEqual({
      topChoice: card,
      runnerUp: null,
    });
  });

  it('are saved with a spec, and a save with any unknown key inside them is refused', () => {
    const save = (inner: unknown) =>
      SaveSpecResultSchema.safeParse({ topChoice: { ...card, details: inner }, runnerUp: null });
    expect(save(details).success).toBe(true);
    const extra = [
      save({ ...details, score: 12.3 }),
      save({ ...details, limits: { ...details.limits, x: 1 } }),
      save({ ...details, gearRatios: { ...details.gearRatios, x: 1 } }),
      save({ ...details, why: [{ kind: 'gcw', gcw: 80_000, limit: null, goalScore: 11.85 }] }),
      save({ ...details, support: [{ ...details.support[0], total: 14.85 }] }),
    ];
    for (const parsed of extra) expect(parsed.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('refuse a fact of an unknown kind and more facts than a card can hold', () => {
    expect(
      TransmissionDetailsSchema.safeParse({ ...details, why: [{ kind: 'scores', total: 14 }] })
        .success,
    ).toBe(false);
    const tooMany = Array.from({ length: 7 }, () => details.why[1]);
    expect(TransmissionDetailsSchema.safeParse({ ...details, why: tooMany }).success).toBe(false);
  });

  it('refuse gear ratios whose lowest gear is not above the top gear', () => {
    const flat = { ...details, gearRatios: { forward: [0.77, 14.4], reverse: [] } };
    expect(TransmissionDetailsSchema.safeParse(flat).success).toBe(false);
  });
});
