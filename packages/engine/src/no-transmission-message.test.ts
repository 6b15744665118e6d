import { describe, expect, it } from 'vitest';
import { buildFamily } from '../test/builders.js';
import { linehaulAnswers } from '../test/sample-catalogue.js';
import { checkFamily } from '../test/evaluate.js';
import {
  closestFamily,
  joinWithAnd,
  noTransmissionMessage,
  noTransmissionReason,
} from './no-transmission-message.js';

describe('joinWithAnd', () => {
  it('joins one, two and more items as a sentence does', () => {
    expect(joinWithAnd([])).toBe('');
    expect(joinWithAnd(['a'])).toBe('a');
    expect(joinWithAnd(['a', 'b'])).toBe('a and b');
    expect(joinWithAnd(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('closestFamily', () => {
  const family = (id: number, name: string, failedChecks: number, rank?: number) => ({
    id,
    name,
    rank,
    failedChecks,
    checks: [],
  });

  it('picks the family that failed the fewest checks', () => {
    expect(closestFamily([family(1, 'A', 3, 1), family(2, 'B', 1, 5)])?.id).toBe(2);
  });

  it('breaks a tie by rank, then name, whatever the order', () => {
    const tied = [family(1, 'Zulu', 2, 3), family(2, 'Bravo', 2, 3), family(3, 'Alpha', 2, 4)];
    expect(closestFamily(tied)?.id).toBe(2);
    expect(closestFamily([...tied].reverse())?.id).toBe(2);
  });

  it('is null for no families', () => {
    expect(closestFamily([])).toBeNull();
  });
});

describe('noTransmissionMessage', () => {
  const base = buildFamily();

  it("names torque and terrain as RECOMMENDATION.md's example does", () => {
    const family = buildFamily({
      modelTorques: [{ name: 'Small', maxTorque: 1850, isDeleted: false }],
      supportedTerrain: { ...base.supportedTerrain, SteepGrade: 'NotSupported' },
    });
    const answers = linehaulAnswers({ engineTorque: 2250, terrain: ['Flat', 'SteepGrade'] });
    expect(noTransmissionMessage(checkFamily(answers, family).checks)).toBe(
      'No transmission in the portfolio takes 2,250 lb-ft of engine torque together with Steep Grade (20% or larger) terrain.',
    );
  });

  it('names only the refused values of a multi-value answer, and every failed check', () => {
    const family = buildFamily({
      maxSupportedEngineHp: 500,
      maxSupportedGcw: 110_000,
      maxSupportedCruiseSpeed: 65,
      maxSupportedMaxSpeed: 70,
      supportedApplications: { ...base.supportedApplications, DoorToDoorRefuse: 'NotSupported' },
      supportedRoadTypes: { ...base.supportedRoadTypes, OffRoad: 'NotSupported' },
      supportedManeuvers: {
        ...base.supportedManeuvers,
        Mud: 'NotSupported',
        SlowCreeping: 'NotSupported',
      },
      supportedPto: { ...base.supportedPto, ThreeOrMorePTO: 'NotSupported' },
      supportedEngineMakes: { ...base.supportedEngineMakes, CumminsNaturalGas: 'NotSupported' },
    });
    const answers = linehaulAnswers({
      application: 'DoorToDoorRefuse',
      engineHp: 550,
      maxWeight: 120_000,
      cruiseSpeed: 70,
      maxSpeed: 75,
      roadTypes: ['Paved', 'OffRoad'],
      maneuvers: ['Mud', 'FastInReverse', 'SlowCreeping'],
      pto: 'ThreeOrMorePTO',
      engineMake: 'CumminsNaturalGas',
    });
    expect(noTransmissionMessage(checkFamily(answers, family).checks)).toBe(
      'No transmission in the portfolio takes 550 HP of engine power together with ' +
        'a gross combined weight of 120,000 lbs, a cruise speed of 70 mph, ' +
        'an occasional max road speed of 75 mph, the Door-to-Door Refuse application, ' +
        'Off-road roads, Mud and Slow creeping maneuvers, 3+ PTOs and a Cummins Natural Gas engine.',
    );
  });

  it('words no PTO needs and another engine make naturally', () => {
    const family = buildFamily({
      supportedManeuvers: { ...base.supportedManeuvers, Mud: 'NotSupported' },
      supportedPto: { ...base.supportedPto, NoPTO: 'NotSupported' },
      supportedEngineMakes: { ...base.supportedEngineMakes, Other: 'NotSupported' },
    });
    const answers = linehaulAnswers({ maneuvers: ['Mud'], pto: 'NoPTO', engineMake: 'Other' });
    expect(noTransmissionMessage(checkFamily(answers, family).checks)).toBe(
      'No transmission in the portfolio takes Mud maneuvers together with no PTO needs and an engine of another make.',
    );
  });
});

describe('noTransmissionReason', () => {
  const base = buildFamily();

  it('lists the failed checks as data, in message order, with only the refused values', () => {
    const family = buildFamily({
      maxSupportedCruiseSpeed: 75,
      supportedTerrain: { ...base.supportedTerrain, SteepGrade: 'NotSupported' },
    });
    const answers = linehaulAnswers({
      cruiseSpeed: 80,
      maxSpeed: 80,
      terrain: ['Flat', 'SteepGrade'],
    });
    expect(noTransmissionReason(checkFamily(answers, family).checks)).toEqual({
      kind: 'unsupportedAnswers',
      obstacles: [
        { kind: 'limit', check: 'cruiseSpeed', value: 80, unit: 'mph' },
        { kind: 'support', check: 'terrain', values: ['SteepGrade'] },
      ],
    });
  });

  it('says the portfolio is empty when no family could be offered', () => {
    expect(noTransmissionReason(null)).toEqual({ kind: 'portfolioEmpty' });
  });
});
