import { describe, expect, it } from 'vitest';
import { gearingWarningText } from './gearing-text.js';
import type { GearingWarning } from './gearing-tier.js';
import { LogicLogSchema } from './logic-log.js';
import { SaveSpecResultSchema, SavedSpecResultSchema } from '../specs/spec.js';
import { SurveyResponseSchema } from './survey-response.js';
import { whySentence } from './why-text.js';

/** The gearing tier's warning on the wire, in a saved spec, in the log and in words (issue 25). */

/** Issue 25's case: MHP cannot hold 70 mph in top gear at 250,000 lbs with 1,850 lb-ft. */
const warning: GearingWarning = {
  shortfall: 'cruise',
  cruiseSpeed: 70,
  gcw: 250_000,
  engineTorque: 1850,
  cruiseRoad: 'Paved',
  startRoad: 'Paved',
  steepestGrade: { terrain: 'HillyRolling', percent: 6 },
  axleRatioRange: { low: 4.1, high: 4.9 },
  bestGradeability: 0,
  bestStartability: 20.2674,
};

const card = {
  name: 'UltraShift PLUS Multipurpose (MHP/MXP)',
  learnMoreUrl: 'https://www.eatoncummins.com/',
  description: '<p>13-speed</p>',
  image: null,
  modelName: 'FO-18E313A-MHP',
  axleRatio: '4.1 - 4.9',
};

describe('gearingWarningText', () => {
  it('names the figure and the answers behind it, in Imperial units', () => {
    expect(gearingWarningText(warning, 'Imperial')).toBe(
      'It cannot hold 70 mph in top gear at 250,000 lbs with 1,850 lb-ft at any ratio of its range (4.1 - 4.9), even on level paved road. Worked out for 295/75R22.5 tires, as the ranking assumes.',
    );
  });

  it('and in Metric units', () => {
    expect(gearingWarningText(warning, 'Metric')).toBe(
      'It cannot hold 113 kph in top gear at 113,398 kg with 2,508 Nm at any ratio of its range (4.1 - 4.9), even on level paved road. Worked out for 295/75R22.5 tires, as the ranking assumes.',
    );
  });

  it('says when no ratio starts on the steepest grade, with the best it reached', () => {
    const start: GearingWarning = {
      ...warning,
      shortfall: 'start',
      startRoad: 'OffRoad',
      steepestGrade: { terrain: 'SteepGrade', percent: 20 },
      bestStartability: 12.34,
    };
    expect(gearingWarningText(start, 'Imperial')).toBe(
      'It cannot start at 250,000 lbs with 1,850 lb-ft on your steepest grade, 20% for steep grades, on off-road ground at any ratio of its range (4.1 - 4.9): 12.3% at best. Worked out for 295/75R22.5 tires, as the ranking assumes.',
    );
    expect(gearingWarningText({ ...start, shortfall: 'both' }, 'Imperial')).toBe(
      'It cannot hold 70 mph in top gear at 250,000 lbs with 1,850 lb-ft at any ratio of its range (4.1 - 4.9), even on level paved road, nor start on your steepest grade, 20% for steep grades, on off-road ground: 12.3% at best. Worked out for 295/75R22.5 tires, as the ranking assumes.',
    );
    expect(gearingWarningText({ ...start, shortfall: 'apart' }, 'Imperial')).toBe(
      'No ratio of its range (4.1 - 4.9) both holds 70 mph in top gear on level paved road and starts on your steepest grade, 20% for steep grades, on off-road ground, at 250,000 lbs with 1,850 lb-ft. Worked out for 295/75R22.5 tires, as the ranking assumes.',
    );
  });
});

describe('the gearing warning on a card', () => {
  it('travels with the survey response', () => {
    const response = { type: 'Transmission', topChoice: { ...card, gearingWarning: warning } };
    expect(SurveyResponseSchema.parse({ ...response, runnerUp: null }).topChoice).toEqual({
      ...card,
      gearingWarning: warning,
    });
  });

  it('is saved with a spec; a saved result without it still opens', () => {
    const withWarning = { topChoice: { ...card, gearingWarning: warning }, runnerUp: null };
    expect(SaveSpecResultSchema.parse(withWarning)).toEqual(withWarning);
    expect(SavedSpecResultSchema.parse(withWarning)).toEqual(withWarning);
    const without = { topChoice: card, runnerUp: null };
    expect(SaveSpecResultSchema.parse(without)).toEqual(without);
    expect(SavedSpecResultSchema.parse(without).topChoice).not.toHaveProperty('gearingWarning');
  });

  it('refuses a save with an unknown key inside it, or an unknown shortfall', () => {
    const save = (inner: unknown) =>
      SaveSpecResultSchema.safeParse({
        topChoice: { ...card, gearingWarning: inner },
        runnerUp: null,
      });
    expect(save({ ...warning, tier: 'fails' }).error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(
      save({ ...warning, steepestGrade: { ...warning.steepestGrade, x: 1 } }).error?.issues[0]
        ?.code,
    ).toBe('unrecognized_keys');
    expect(save({ ...warning, shortfall: 'speed' }).success).toBe(false);
  });
});

describe('the gearing tier in the Logic Log', () => {
  const family = {
    id: 6,
    name: card.name,
    rank: 6,
    status: 'eligible',
    checks: [],
    failedChecks: 0,
    goalScore: 9.65,
    goalContributions: [],
    fitScore: 2.5,
    total: 12.15,
    position: 1,
    modelName: card.modelName,
    axleRatio: card.axleRatio,
  };

  it('reads a log from before the tier, and one with it', () => {
    const log = { dutyClass: 'extreme', dutyClassReasons: [], families: [family] };
    expect(LogicLogSchema.parse(log).families[0]).not.toHaveProperty('gearing');
    const gearing = {
      tier: 'fails',
      revsPerMile: 511,
      topGear: 0.73,
      lowestGear: 12.57,
      cruiseRoad: { roadType: 'Paved', rollingResistance: 1.5 },
      startRoad: { roadType: 'Paved', rollingResistance: 1.5 },
      steepestGrade: { terrain: 'HillyRolling', percent: 6 },
      points: [{ axleRatio: 4.1, gradeability: 0, startability: 16.71, passes: false }],
    };
    const withTier = { ...log, families: [{ ...family, gearing }] };
    expect(LogicLogSchema.parse(withTier).families[0]?.gearing).toEqual(gearing);
  });
});

describe('the runner-up put second by the gearing tier', () => {
  it('says so rather than name a score it may not have lost on', () => {
    const fact = (tier: 'fails' | 'unknown') =>
      whySentence(
        { kind: 'secondPlace', topChoice: 'Endurant XD Pro', cause: { kind: 'gearing', tier } },
        'Imperial',
      );
    expect(fact('fails')).toBe(
      "Second to Endurant XD Pro: this one's gearing fails the engineering check on your answers (see its gearing warning).",
    );
    expect(fact('unknown')).toBe(
      'Second to Endurant XD Pro: the catalogue has no gear ratios for this one, so its gearing could not be checked against your answers.',
    );
  });
});
