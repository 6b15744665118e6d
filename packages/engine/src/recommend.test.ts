import { CHECK_NAMES } from '@transmission-spec/domain';
import { describe, expect, it } from 'vitest';
import { buildFamily } from '../test/builders.js';
import { linehaulAnswers } from '../test/sample-catalogue.js';
import { NO_TRANSMISSION_AVAILABLE } from './no-transmission-message.js';
import { recommend } from './recommend.js';

const answers = linehaulAnswers();
const best = buildFamily({ id: 1, name: 'Best', rank: 1 }, 'Recommended');
const good = buildFamily({ id: 2, name: 'Good', rank: 2 });

describe('recommend', () => {
  it('offers the top choice and runner-up as results, with model and axle range', () => {
    const result = recommend(answers, [good, best]);
    expect(result).toEqual({
      type: 'Transmission',
      topChoice: {
        name: 'Best',
        learnMoreUrl: 'https://www.example.com/',
        description: '<p>Test</p>',
        image: null,
        modelName: 'T-1650',
        axleRatio: '2.5 - 2.9',
        details: {
          modelMaxTorque: 1650,
          axleRatioRange: { low: 2.5, high: 2.9 },
          gearRatios: best.gearRatios,
          limits: {
            maxSupportedGcw: null,
            maxSupportedEngineHp: best.maxSupportedEngineHp,
            maxSupportedCruiseSpeed: best.maxSupportedCruiseSpeed,
            maxSupportedMaxSpeed: best.maxSupportedMaxSpeed,
          },
          support: [
            { check: 'application', value: 'Linehaul', level: 'Recommended' },
            { check: 'terrain', value: 'Flat', level: 'Recommended' },
            { check: 'terrain', value: 'HillyRolling', level: 'Recommended' },
            { check: 'roadTypes', value: 'Paved', level: 'Recommended' },
            { check: 'pto', value: 'NoPTO', level: 'Recommended' },
            { check: 'engineMake', value: 'CumminsDiesel', level: 'Recommended' },
          ],
          why: [
            {
              kind: 'duty',
              application: 'Linehaul',
              applicationLevel: 'Recommended',
              terrain: [
                { terrain: 'Flat', level: 'Recommended' },
                { terrain: 'HillyRolling', level: 'Recommended' },
              ],
            },
            { kind: 'torque', modelName: 'T-1650', rated: 1650, engineTorque: 1650 },
            { kind: 'gcw', gcw: 80_000, limit: null },
            { kind: 'operation', pto: 'NoPTO', ptoLevel: 'Recommended', maneuvers: [] },
            // Equal points everywhere: the weights (fuel 5, price 4) pick the two strongest.
            {
              kind: 'goals',
              goals: [
                { goal: 'fuelEconomy', rank: 1 },
                { goal: 'price', rank: 2 },
              ],
            },
          ],
        },
      },
      runnerUp: expect.objectContaining({ name: 'Good', modelName: 'T-1650' }) as unknown,
      message: '',
      reason: null,
    });
  });

  it('says the runner-up came second on fit: the answers the top choice recommends and it only supports', () => {
    const { runnerUp } = recommend(answers, [good, best]);
    expect(runnerUp?.details.why.at(-1)).toEqual({
      kind: 'secondPlace',
      topChoice: 'Best',
      cause: {
        kind: 'lowerScore',
        // Same points, so the goal scores tie and no goal is named.
        goalsBehind: [],
        answersBehind: [
          { check: 'application', value: 'Linehaul' },
          { check: 'terrain', value: 'Flat' },
          { check: 'terrain', value: 'HillyRolling' },
          { check: 'roadTypes', value: 'Paved' },
          { check: 'pto', value: 'NoPTO' },
          { check: 'engineMake', value: 'CumminsDiesel' },
        ],
      },
    });
  });

  it('has no runner-up with one eligible family', () => {
    expect(recommend(answers, [best]).runnerUp).toBeNull();
  });

  it('never offers a disabled or deleted family, even the best one', () => {
    const disabled = { ...best, id: 3, name: 'Disabled', isDisabled: true };
    const deleted = { ...best, id: 4, name: 'Deleted', isDeleted: true };
    const result = recommend(answers, [disabled, deleted, good], { explain: true });
    expect(result.topChoice?.name).toBe('Good');
    expect(result.runnerUp).toBeNull();
    const statuses = result.debug?.families.map((family) => [family.name, family.status]);
    expect(statuses).toEqual([
      ['Good', 'eligible'],
      ['Deleted', 'deleted'],
      ['Disabled', 'disabled'],
    ]);
  });

  it('says no transmission is available for an empty or all-disabled catalogue', () => {
    expect(recommend(answers, [])).toEqual({
      type: 'NoTransmission',
      topChoice: null,
      runnerUp: null,
      message: NO_TRANSMISSION_AVAILABLE,
      reason: { kind: 'portfolioEmpty' },
    });
    expect(recommend(answers, [{ ...best, isDisabled: true }]).message).toBe(
      NO_TRANSMISSION_AVAILABLE,
    );
  });

  it('explains NoTransmission from the offerable family that failed the fewest checks', () => {
    const heavy = linehaulAnswers({ engineTorque: 2000, engineHp: 600 });
    const weak = buildFamily({
      id: 1,
      name: 'Weak',
      rank: 1,
      maxSupportedEngineHp: 500,
      modelTorques: [{ name: 'W', maxTorque: 1850, isDeleted: false }],
    });
    const close = buildFamily({ id: 2, name: 'Close', rank: 2, maxSupportedEngineHp: 550 });
    // Failed nothing, but disabled: it must not be the one the message speaks for.
    const hidden = buildFamily({ id: 3, name: 'Hidden', rank: 1, isDisabled: true });
    const result = recommend(heavy, [weak, close, hidden]);
    expect(result.type).toBe('NoTransmission');
    expect(result.message).toBe('No transmission in the portfolio takes 600 HP of engine power.');
    expect(result.reason).toEqual({
      kind: 'unsupportedAnswers',
      obstacles: [{ kind: 'limit', check: 'engineHp', value: 600, unit: 'HP' }],
    });
  });

  it('leaves debug out unless explain is set', () => {
    expect('debug' in recommend(answers, [best])).toBe(false);
    expect('debug' in recommend(answers, [best], { explain: false })).toBe(false);
    expect(recommend(answers, [best], { explain: true }).debug).toBeDefined();
  });

  it('logs every family with checks, scores, position, and the duty class with its reasons', () => {
    const refused = buildFamily({ id: 3, name: 'Refused', rank: 3, maxSupportedCruiseSpeed: 60 });
    const debug = recommend(answers, [refused, good, best], { explain: true }).debug;
    expect(debug?.dutyClass).toBe('medium');
    expect(debug?.dutyClassReasons).toEqual(['Hilly/Rolling (2-6% grade) terrain']);
    expect(
      debug?.families.map((family) => ({
        name: family.name,
        eligible: family.status === 'eligible',
        position: family.position,
        failedChecks: family.failedChecks,
        goalScore: family.goalScore,
        fitScore: family.fitScore,
        total: family.total,
      })),
    ).toEqual([
      {
        name: 'Best',
        eligible: true,
        position: 1,
        failedChecks: 0,
        goalScore: 7.5,
        fitScore: 3,
        total: 10.5,
      },
      {
        name: 'Good',
        eligible: true,
        position: 2,
        failedChecks: 0,
        goalScore: 7.5,
        fitScore: 0,
        total: 7.5,
      },
      {
        name: 'Refused',
        eligible: false,
        position: null,
        failedChecks: 1,
        goalScore: 7.5,
        fitScore: 0,
        total: 7.5,
      },
    ]);
    for (const family of debug?.families ?? []) {
      expect(family.checks.map((entry) => entry.check)).toEqual([...CHECK_NAMES]);
      expect(family.axleRatio).toBe('2.5 - 2.9');
      expect(family.modelName).toBe('T-1650');
    }
  });

  it('is a pure function: it leaves its inputs as they were', () => {
    const catalogue = [good, best];
    const snapshot = structuredClone({ answers, catalogue });
    recommend(answers, catalogue, { explain: true });
    expect({ answers, catalogue }).toEqual(snapshot);
  });
});
