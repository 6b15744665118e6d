import fc from 'fast-check';
import {
  describeDutyRoute,
  SLOW_CREEPING_MPH,
  TERRAINS,
  type Terrain,
} from '@transmission-spec/domain';
import { goldenAnswers } from '@transmission-spec/domain/testing';
import { describe, expect, it } from 'vitest';
import { answersArb } from '../../test/arbitraries.js';
import { dutyRouteFromAnswers, type DutyRouteAnswers } from './route-from-answers.js';
import type { DutyCycleSegment } from './types.js';

/** A route like yours (issue 26): golden routes worked from the rules, and the contract's properties. */

function totalMiles(segments: readonly DutyCycleSegment[]): number {
  return segments.reduce((sum, segment) => sum + segment.lengthMiles, 0);
}

/** Net rise over the trip, ft. */
function netRiseFt(segments: readonly DutyCycleSegment[]): number {
  return segments.reduce((sum, s) => sum + (s.gradePercent / 100) * s.lengthMiles * 5280, 0);
}

function maxGrade(segments: readonly DutyCycleSegment[]): number {
  return Math.max(...segments.map((segment) => Math.abs(segment.gradePercent)));
}

describe('golden routes', () => {
  it('linehaul on flat roads: 100 miles, one stop on the way and one at the end, 1 % rises', () => {
    const { route, summary } = dutyRouteFromAnswers(goldenAnswers('linehaulFlat'));
    expect(describeDutyRoute(summary, 'Imperial')).toBe('100 miles, flat, 2 stops, 65 mph');
    expect(describeDutyRoute(summary, 'Metric')).toBe('161 km, flat, 2 stops, 105 kph');
    expect(totalMiles(route.segments)).toBeCloseTo(100, 9);
    expect(maxGrade(route.segments)).toBe(1);
    // Open road 95 miles: 9.5 at the 70 mph max speed, 85.5 at the 65 mph cruise.
    const at = (mph: number) =>
      totalMiles(route.segments.filter((segment) => segment.speedLimitMph === mph));
    expect(at(70)).toBeCloseTo(9.5, 9);
    expect(at(65)).toBeCloseTo(85.5, 9);
    // Local streets: 5 miles at 35 mph, the one stop on the way 1.25 miles before the end.
    expect(at(35)).toBeCloseTo(5, 9);
    const stops = route.segments.filter((segment) => segment.stopAtEnd === true);
    expect(stops).toHaveLength(2);
    expect(stops[0]?.dwellS).toBe(60);
    expect(route.segments.at(-1)?.stopAtEnd).toBe(true);
    expect(route.segments.every((segment) => segment.roadType === 'Paved')).toBe(true);
    // Flat: 85.5 miles of the 6-mile pattern, 14 times, each with a 1-mile rise scaled by 85.5 / 84.
    expect(summary.climbFt).toBeCloseTo(14 * (85.5 / 84) * 0.01 * 5280, 6);
    expect(netRiseFt(route.segments)).toBeCloseTo(0, 6);
  });

  it('door-to-door refuse: 10 miles, a stop every few hundred feet, stop-and-go and the packer at idle', () => {
    const { route, summary } = dutyRouteFromAnswers(goldenAnswers('doorToDoorRefuse'));
    // 10 stops a mile over 10 miles = 100, stop-and-go 1 mile at one every 0.2 = 5, the end already
    // among them (the stop-and-go stretch ends the trip).
    expect(summary.stops).toBe(105);
    expect(describeDutyRoute(summary, 'Imperial')).toBe('10 miles, flat, 105 stops, 50 mph');
    expect(totalMiles(route.segments)).toBeCloseTo(10, 9);
    // One PTO: 15 minutes at idle over 105 stops, beside 15 s per collection stop.
    const collection = route.segments.filter((s) => s.stopAtEnd === true && s.speedLimitMph === 20);
    expect(collection[0]?.dwellS).toBeCloseTo(15 + 900 / 105 + 0, 9);
    expect(summary.ptoIdleMinutes).toBe(15);
    const dwell = route.segments.reduce((sum, segment) => sum + (segment.dwellS ?? 0), 0);
    expect(dwell).toBeCloseTo(100 * 15 + 5 * 10 + 900, 6);
    // Local streets at 20 mph: 6 miles of collection plus the mile of stop-and-go (20 mph too).
    expect(
      totalMiles(route.segments.filter((segment) => segment.speedLimitMph === 20)),
    ).toBeCloseTo(7, 9);
    expect(summary.stopAndGo).toBe(true);
  });

  it('a logger on frequent mountain passes and steep ramps, gravel and off-road, creeping', () => {
    const { route, summary } = dutyRouteFromAnswers(goldenAnswers('loggingDetroit'));
    expect(describeDutyRoute(summary, 'Imperial')).toBe(
      '60 miles, frequent 6-8% climbs and short 20% ramps, 4 stops, 55 mph',
    );
    expect(totalMiles(route.segments)).toBeCloseTo(60, 9);
    expect(summary.maxGradePercent).toBe(20);
    // No paved road chosen: gravel 0.2 / 0.3 of the miles, off-road 0.1 / 0.3, the site at the end.
    expect(summary.roadShares.MaintainedGravel).toBeCloseTo(2 / 3, 9);
    expect(summary.roadShares.OffRoad).toBeCloseTo(1 / 3, 9);
    expect(route.segments.at(-1)?.roadType).toBe('OffRoad');
    expect(route.segments[0]?.roadType).toBe('MaintainedGravel');
    // Speed caps: gravel 45 mph, off-road 20 mph; ramps at 10 mph; creeping at 0.5 mph to the end.
    for (const segment of route.segments) {
      if (segment.roadType === 'MaintainedGravel')
        expect(segment.speedLimitMph).toBeLessThanOrEqual(45);
      if (segment.roadType === 'OffRoad') expect(segment.speedLimitMph).toBeLessThanOrEqual(20);
      if (Math.abs(segment.gradePercent) === 20) expect(segment.speedLimitMph).toBe(10);
    }
    expect(route.segments.at(-1)).toMatchObject({
      lengthMiles: 0.05,
      speedLimitMph: SLOW_CREEPING_MPH,
      stopAtEnd: true,
    });
    // Two PTOs: 25 minutes at idle over the 4 stops.
    const dwell = route.segments.reduce((sum, segment) => sum + (segment.dwellS ?? 0), 0);
    expect(dwell).toBeCloseTo(3 * 30 + 25 * 60, 6);
    expect(netRiseFt(route.segments)).toBeCloseTo(0, 6);
  });
});

/** Answers with one more terrain chosen (never both mountain frequencies), when there is one. */
function withExtraTerrain(answers: DutyRouteAnswers, extra: Terrain): DutyRouteAnswers | null {
  if (answers.terrain.includes(extra)) return null;
  const mountains: Terrain[] = ['OccasionalMountain', 'FrequentMountain'];
  if (mountains.includes(extra) && answers.terrain.some((item) => mountains.includes(item)))
    return null;
  return { ...answers, terrain: [...answers.terrain, extra] };
}

describe('properties', () => {
  it('every route from valid answers is one the simulator accepts, of the stated length, ending where it began', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const { route, summary } = dutyRouteFromAnswers(answers);
        expect(route.segments.length).toBeGreaterThan(0);
        expect(route.segments.length).toBeLessThanOrEqual(250);
        for (const segment of route.segments) {
          expect(segment.lengthMiles).toBeGreaterThan(0);
          expect(Number.isFinite(segment.lengthMiles)).toBe(true);
          expect(Math.abs(segment.gradePercent)).toBeLessThanOrEqual(30);
          expect(segment.speedLimitMph).toBeGreaterThan(0);
          expect(segment.speedLimitMph).toBeLessThanOrEqual(summary.maxMph);
          expect(segment.dwellS ?? 0).toBeGreaterThanOrEqual(0);
        }
        // Starts from rest (the simulator's rule) and ends at rest.
        expect(route.segments.at(-1)?.stopAtEnd).toBe(true);
        expect(totalMiles(route.segments)).toBeCloseTo(summary.lengthMiles, 9);
        expect(netRiseFt(route.segments)).toBeCloseTo(0, 6);
        expect(summary.stops).toBe(route.segments.filter((s) => s.stopAtEnd === true).length);
        const shares = Object.values(summary.roadShares).reduce((sum, share) => sum + share, 0);
        expect(shares).toBeCloseTo(1, 9);
        for (const roadType of Object.keys(
          summary.roadShares,
        ) as (keyof typeof summary.roadShares)[]) {
          if (!answers.roadTypes.includes(roadType)) expect(summary.roadShares[roadType]).toBe(0);
        }
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        expect(dutyRouteFromAnswers(answers)).toEqual(
          dutyRouteFromAnswers(structuredClone(answers)),
        );
      }),
      { numRuns: 30 },
    );
  });

  it('choosing one more terrain never lowers the steepest grade', () => {
    fc.assert(
      fc.property(answersArb, fc.constantFrom(...TERRAINS), (answers, extra) => {
        const more = withExtraTerrain(answers, extra);
        if (more === null) return;
        expect(maxGrade(dutyRouteFromAnswers(more).route.segments)).toBeGreaterThanOrEqual(
          maxGrade(dutyRouteFromAnswers(answers).route.segments),
        );
      }),
    );
  });
});
