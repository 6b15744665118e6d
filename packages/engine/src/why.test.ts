import { APPLICATIONS, TERRAINS, type TransmissionFamily } from '@transmission-spec/domain';
import { describe, expect, it } from 'vitest';
import { allAt, buildFamily } from '../test/builders.js';
import { linehaulAnswers } from '../test/sample-catalogue.js';
import { recommend } from './recommend.js';

/**
 * The why facts of recommend()'s two cards (issue 14). Linehaul answers: Linehaul, flat and hilly,
 * paved, no PTO, Cummins diesel, 1,650 lb-ft, 80,000 lbs; goals fuel 1st (weight 5), price 2nd (4),
 * acceleration 3rd (3), trip time 4th (2), low-speed maneuvers 5th (1).
 */

const answers = linehaulAnswers();
const points = {
  acceleration: 50,
  fuelEconomy: 50,
  lowSpeedManeuvers: 50,
  price: 50,
  tripTime: 50,
};

function whyOf(family: TransmissionFamily | undefined, catalogue: TransmissionFamily[]) {
  const result = recommend(answers, catalogue);
  const card = [result.topChoice, result.runnerUp].find((choice) => choice?.name === family?.name);
  return card?.details.why ?? [];
}

describe('the why of a card', () => {
  it('gives the support of the application and of each terrain, level by level', () => {
    const family = buildFamily({
      supportedApplications: allAt(APPLICATIONS, 'Recommended'),
      supportedTerrain: { ...allAt(TERRAINS, 'Supported'), Flat: 'Recommended' },
    });
    expect(whyOf(family, [family])[0]).toEqual({
      kind: 'duty',
      application: 'Linehaul',
      applicationLevel: 'Recommended',
      terrain: [
        { terrain: 'Flat', level: 'Recommended' },
        { terrain: 'HillyRolling', level: 'Supported' },
      ],
    });
  });

  it('names the model offered with its rating, and the family’s own GCW limit', () => {
    const family = buildFamily({
      maxSupportedGcw: 110_000,
      modelTorques: [
        { name: 'Big', maxTorque: 2050, isDeleted: false },
        { name: 'Small', maxTorque: 1850, isDeleted: false },
      ],
    });
    const why = whyOf(family, [family]);
    expect(why[1]).toEqual({ kind: 'torque', modelName: 'Small', rated: 1850, engineTorque: 1650 });
    expect(why[2]).toEqual({ kind: 'gcw', gcw: 80_000, limit: 110_000 });
  });

  it('gives the PTO’s and each maneuver’s support', () => {
    const family = buildFamily({}, 'Recommended');
    const result = recommend(
      { ...answers, pto: 'TwoPTO', maneuvers: ['UrbanStopAndGo', 'RepeatedLaunches'] },
      [family],
    );
    expect(result.topChoice?.details.why[3]).toEqual({
      kind: 'operation',
      pto: 'TwoPTO',
      ptoLevel: 'Recommended',
      maneuvers: [
        { maneuver: 'UrbanStopAndGo', level: 'Recommended' },
        { maneuver: 'RepeatedLaunches', level: 'Recommended' },
      ],
    });
  });

  it('names the two goals that did most for the family’s own score, weighted by the user’s ranks', () => {
    // Weighted: fuel 5 x 10 = 50, price 4 x 0 = 0, acceleration 3 x 40 = 120, trip 2 x 90 = 180,
    // low speed 1 x 100 = 100. Trip time and acceleration lead; price added nothing.
    const family = buildFamily({
      performanceGoalPoints: {
        acceleration: 40,
        fuelEconomy: 10,
        lowSpeedManeuvers: 100,
        price: 0,
        tripTime: 90,
      },
    });
    expect(whyOf(family, [family])[4]).toEqual({
      kind: 'goals',
      goals: [
        { goal: 'tripTime', rank: 4 },
        { goal: 'acceleration', rank: 3 },
      ],
    });
  });

  it('names no goal when the family scores nothing on any', () => {
    const family = buildFamily({
      performanceGoalPoints: {
        acceleration: 0,
        fuelEconomy: 0,
        lowSpeedManeuvers: 0,
        price: 0,
        tripTime: 0,
      },
    });
    expect(whyOf(family, [family])[4]).toEqual({ kind: 'goals', goals: [] });
  });

  it('gives the top choice no second-place fact', () => {
    const family = buildFamily();
    expect(whyOf(family, [family]).map((fact) => fact.kind)).toEqual([
      'duty',
      'torque',
      'gcw',
      'operation',
      'goals',
    ]);
  });
});

describe('what made the runner-up second', () => {
  it('a lower goal score: the goals on which the top choice gained most over it', () => {
    // Gains of the top choice: fuel 5 x 40 = 200, acceleration 3 x 20 = 60, trip 2 x 10 = 20.
    const top = buildFamily({
      id: 1,
      name: 'Top',
      rank: 2,
      performanceGoalPoints: { ...points, fuelEconomy: 90, acceleration: 70, tripTime: 60 },
    });
    const second = buildFamily({ id: 2, name: 'Second', rank: 1, performanceGoalPoints: points });
    expect(whyOf(second, [top, second]).at(-1)).toEqual({
      kind: 'secondPlace',
      topChoice: 'Top',
      cause: {
        kind: 'lowerScore',
        goalsBehind: [
          { goal: 'fuelEconomy', rank: 1 },
          { goal: 'acceleration', rank: 3 },
        ],
        answersBehind: [],
      },
    });
  });

  it('a lower score on both: the goals and the answers the top choice recommends', () => {
    const top = buildFamily({
      id: 1,
      name: 'Top',
      performanceGoalPoints: { ...points, price: 80 },
      supportedTerrain: allAt(TERRAINS, 'Recommended'),
    });
    const second = buildFamily({ id: 2, name: 'Second' });
    expect(whyOf(second, [top, second]).at(-1)).toMatchObject({
      cause: {
        kind: 'lowerScore',
        goalsBehind: [{ goal: 'price', rank: 2 }],
        answersBehind: [
          { check: 'terrain', value: 'Flat' },
          { check: 'terrain', value: 'HillyRolling' },
        ],
      },
    });
  });

  it('a tie broken by the administrator’s rank', () => {
    const first = buildFamily({ id: 1, name: 'Zulu', rank: 1 });
    const second = buildFamily({ id: 2, name: 'Alpha', rank: 2 });
    expect(whyOf(second, [second, first]).at(-1)).toEqual({
      kind: 'secondPlace',
      topChoice: 'Zulu',
      cause: { kind: 'tie', by: 'rank' },
    });
  });

  it('a tie on total and rank broken by name', () => {
    const first = buildFamily({ id: 2, name: 'Alpha', rank: 3 });
    const second = buildFamily({ id: 1, name: 'Bravo', rank: 3 });
    expect(whyOf(second, [second, first]).at(-1)).toMatchObject({
      topChoice: 'Alpha',
      cause: { kind: 'tie', by: 'name' },
    });
  });
});
