import {
  CHECK_NAMES,
  type CheckEntry,
  type CheckName,
  type SupportGroupKey,
  type SurveyAnswers,
} from '@transmission-spec/domain';
import { describe, expect, it } from 'vitest';
import { buildFamily } from '../test/builders.js';
import { linehaulAnswers } from '../test/sample-catalogue.js';
import { checkFamily } from '../test/evaluate.js';

function entry(checks: readonly CheckEntry[], name: CheckName): CheckEntry {
  const found = checks.find((candidate) => candidate.check === name);
  if (found === undefined) throw new Error(`no ${name} entry`);
  return found;
}

describe('checkEligibility', () => {
  const answers = linehaulAnswers();

  // The family is named once, on its page of the log (FamilyDebug), not on each of its checks.
  it('puts the family through every check, in table order', () => {
    const result = checkFamily(answers, buildFamily({ id: 7, name: 'Seven' }));
    expect(result.checks.map((check) => check.check)).toEqual([...CHECK_NAMES]);
    expect(result.passedAll).toBe(true);
    expect(result.failedChecks).toBe(0);
    expect(result.model?.name).toBe('T-1650');
  });

  it("logs the user's values and the family's level of each", () => {
    const base = buildFamily();
    const family = buildFamily({
      supportedTerrain: { ...base.supportedTerrain, HillyRolling: 'Recommended' },
    });
    expect(entry(checkFamily(answers, family).checks, 'terrain')).toEqual({
      kind: 'support',
      check: 'terrain',
      value: ['Flat', 'HillyRolling'],
      limit: ['Supported', 'Recommended'],
      passed: true,
    });
  });

  it('fails a support check when any one selected value is NotSupported, and keeps checking', () => {
    const base = buildFamily();
    const family = buildFamily({
      supportedTerrain: { ...base.supportedTerrain, HillyRolling: 'NotSupported' },
      supportedEngineMakes: { ...base.supportedEngineMakes, CumminsDiesel: 'NotSupported' },
    });
    const result = checkFamily(answers, family);
    expect(entry(result.checks, 'terrain').passed).toBe(false);
    expect(entry(result.checks, 'engineMake').passed).toBe(false);
    expect(result.failedChecks).toBe(2);
    expect(result.passedAll).toBe(false);
  });

  const refusals: [CheckName, Partial<SurveyAnswers>, SupportGroupKey, string][] = [
    ['application', { application: 'Refuse' }, 'supportedApplications', 'Refuse'],
    ['roadTypes', { roadTypes: ['OffRoad'] }, 'supportedRoadTypes', 'OffRoad'],
    ['maneuvers', { maneuvers: ['Mud'] }, 'supportedManeuvers', 'Mud'],
    ['pto', { pto: 'ThreeOrMorePTO' }, 'supportedPto', 'ThreeOrMorePTO'],
    ['engineMake', { engineMake: 'Detroit' }, 'supportedEngineMakes', 'Detroit'],
  ];
  it.each(refusals)('fails %s on a NotSupported answer', (check, overrides, group, value) => {
    const base = buildFamily();
    const family = buildFamily({ [group]: { ...base[group], [value]: 'NotSupported' } });
    const result = checkFamily(linehaulAnswers(overrides), family);
    expect(result.checks.filter((candidate) => !candidate.passed).map((c) => c.check)).toEqual([
      check,
    ]);
  });

  it("logs 'None of the above' maneuvers as a passed check with an empty value", () => {
    const family = buildFamily({}, 'NotSupported');
    const maneuvers = entry(
      checkFamily(linehaulAnswers({ maneuvers: [] }), family).checks,
      'maneuvers',
    );
    expect(maneuvers).toMatchObject({ value: [], limit: [], passed: true });
  });

  it('reads a support key the family left out as NotSupported', () => {
    const family = buildFamily({
      supportedPto: {} as ReturnType<typeof buildFamily>['supportedPto'],
    });
    expect(entry(checkFamily(answers, family).checks, 'pto')).toMatchObject({
      limit: ['NotSupported'],
      passed: false,
    });
  });

  it.each([
    ['engineHp', 'maxSupportedEngineHp', 'engineHp', 450, 'HP'],
    ['cruiseSpeed', 'maxSupportedCruiseSpeed', 'cruiseSpeed', 65, 'mph'],
    ['maxSpeed', 'maxSupportedMaxSpeed', 'maxSpeed', 70, 'mph'],
    ['gcw', 'maxSupportedGcw', 'maxWeight', 80_000, 'lbs'],
  ] as const)(
    'passes %s at the limit and fails one step above',
    (check, limitKey, answerKey, value, unit) => {
      const atLimit = checkFamily(answers, buildFamily({ [limitKey]: value }));
      expect(entry(atLimit.checks, check)).toMatchObject({
        value,
        limit: value,
        unit,
        passed: true,
      });
      const above = checkFamily(
        { ...answers, [answerKey]: value + 5 },
        buildFamily({ [limitKey]: value }),
      );
      expect(entry(above.checks, check).passed).toBe(false);
    },
  );

  it('passes any weight when the family sets no GCW limit', () => {
    const result = checkFamily(
      linehaulAnswers({ maxWeight: 250_000 }),
      buildFamily({ maxSupportedGcw: null }),
    );
    expect(entry(result.checks, 'gcw')).toMatchObject({
      limit: null,
      passed: true,
      note: 'no limit set',
    });
  });

  it('passes torque when a live model covers it, naming the model, and fails otherwise', () => {
    const family = buildFamily({
      modelTorques: [
        { name: 'Live', maxTorque: 1850, isDeleted: false },
        { name: 'Gone', maxTorque: 2250, isDeleted: true },
      ],
    });
    const covered = checkFamily(linehaulAnswers({ engineTorque: 1850 }), family);
    expect(entry(covered.checks, 'torque')).toMatchObject({
      value: 1850,
      limit: 1850,
      unit: 'lb-ft',
      passed: true,
      note: 'offers Live, rated 1850 lb-ft',
    });
    const tooMuch = checkFamily(linehaulAnswers({ engineTorque: 1900 }), family);
    expect(entry(tooMuch.checks, 'torque')).toMatchObject({ limit: 1850, passed: false });
    expect(tooMuch.model).toBeNull();
  });

  it('fails torque for a family with no live model', () => {
    const family = buildFamily({
      modelTorques: [{ name: 'Gone', maxTorque: 2250, isDeleted: true }],
    });
    expect(entry(checkFamily(answers, family).checks, 'torque')).toMatchObject({
      limit: null,
      passed: false,
      note: 'no live model',
    });
  });
});
