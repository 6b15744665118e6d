import type { DutyClass, SurveyAnswers } from '@transmission-spec/domain';
import { describe, expect, it } from 'vitest';
import { linehaulAnswers } from '../test/sample-catalogue.js';
import { assessDuty } from './duty-class.js';

/** Flat, paved, no maneuvers, 80,000 lbs: nothing raises the duty. */
const mild = (overrides: Partial<SurveyAnswers> = {}) =>
  linehaulAnswers({ terrain: ['Flat'], roadTypes: ['Paved'], maneuvers: [], ...overrides });

describe('assessDuty', () => {
  it('is default when nothing applies, with no reasons', () => {
    expect(assessDuty(mild())).toEqual({ dutyClass: 'default', reasons: [] });
  });

  const triggers: [string, Partial<SurveyAnswers>, DutyClass][] = [
    ['Hilly/Rolling terrain', { terrain: ['Flat', 'HillyRolling'] }, 'medium'],
    ['occasional mountain passes', { terrain: ['OccasionalMountain'] }, 'medium'],
    ['urban stop-and-go', { maneuvers: ['UrbanStopAndGo'] }, 'medium'],
    ['frequent mountain passes', { terrain: ['FrequentMountain'] }, 'high'],
    ['maintained gravel', { roadTypes: ['Paved', 'MaintainedGravel'] }, 'high'],
    ['repeated launches', { maneuvers: ['RepeatedLaunches'] }, 'high'],
    ['steep grades', { terrain: ['SteepGrade'] }, 'extreme'],
    ['off-road', { roadTypes: ['OffRoad'] }, 'extreme'],
    ['mud', { maneuvers: ['Mud'] }, 'extreme'],
    ['slow creeping', { maneuvers: ['SlowCreeping'] }, 'extreme'],
    ['fast in reverse (no class of its own)', { maneuvers: ['FastInReverse'] }, 'default'],
  ];
  it.each(triggers)('%s gives %s', (_label, overrides, dutyClass) => {
    expect(assessDuty(mild(overrides)).dutyClass).toBe(dutyClass);
  });

  it.each([
    [80_000, 'default'],
    [81_000, 'medium'],
    [110_000, 'medium'],
    [111_000, 'high'],
    [140_000, 'high'],
    [141_000, 'extreme'],
  ] as const)('a GCW of %i lbs gives %s (the limits are "over")', (maxWeight, dutyClass) => {
    expect(assessDuty(mild({ maxWeight })).dutyClass).toBe(dutyClass);
  });

  it('takes the most severe class and names every answer that triggered it', () => {
    const duty = assessDuty(
      mild({
        terrain: ['HillyRolling', 'SteepGrade'],
        roadTypes: ['MaintainedGravel', 'OffRoad'],
        maneuvers: ['RepeatedLaunches', 'Mud'],
        maxWeight: 200_000,
      }),
    );
    expect(duty).toEqual({
      dutyClass: 'extreme',
      reasons: [
        'Steep Grade (20% or larger) terrain',
        'Off-road roads',
        'Mud maneuvers',
        'gross combined weight of 200,000 lbs, over 140,000 lbs',
      ],
    });
  });

  it("names a medium trigger in the user's words", () => {
    expect(assessDuty(mild({ terrain: ['OccasionalMountain'] })).reasons).toEqual([
      'Mountain Pass, occasional (grades of 6% or smaller) terrain',
    ]);
  });
});
