import { describe, expect, it } from 'vitest';
import {
  axleRatioRuleText,
  describeDutyRoute,
  DUTY_ROUTE_TERRAIN_WORDS,
  type DutyRouteSummary,
} from './duty-route.js';
import { TERRAINS } from '../common/enums.js';

/** The route's one line and the axle-ratio rule, as the buyer reads them (issue 26). */

const linehaul: DutyRouteSummary = {
  application: 'Linehaul',
  lengthMiles: 100,
  stops: 2,
  terrains: ['HillyRolling'],
  cruiseMph: 65,
  maxMph: 70,
  maxGradePercent: 6,
  climbFt: 1000,
  roadShares: { Paved: 1, MaintainedGravel: 0, OffRoad: 0 },
  ptoIdleMinutes: 0,
  stopAndGo: false,
  creeping: false,
  segments: 40,
};

describe('describeDutyRoute', () => {
  it('reads the issue example in Imperial', () => {
    expect(describeDutyRoute(linehaul, 'Imperial')).toBe(
      '100 miles, rolling hills, 2 stops, 65 mph',
    );
  });

  it('gives kilometres and the speed in the Metric unit the rest of the result uses', () => {
    expect(describeDutyRoute(linehaul, 'Metric')).toBe('161 km, rolling hills, 2 stops, 105 kph');
  });

  it('joins several terrains in the survey order and counts one stop in the singular', () => {
    const text = describeDutyRoute(
      { ...linehaul, lengthMiles: 1, stops: 1, terrains: ['SteepGrade', 'Flat', 'HillyRolling'] },
      'Imperial',
    );
    expect(text).toBe('1 mile, flat, rolling hills and short 20% ramps, 1 stop, 65 mph');
  });

  it('names every terrain with its own words', () => {
    for (const terrain of TERRAINS) expect(DUTY_ROUTE_TERRAIN_WORDS[terrain]).not.toBe('');
    expect(new Set(Object.values(DUTY_ROUTE_TERRAIN_WORDS)).size).toBe(TERRAINS.length);
  });
});

describe('axleRatioRuleText', () => {
  it('states the weights from the ranking and that only passing ratios were weighed', () => {
    const text = axleRatioRuleText({ acceleration: 3, fuelEconomy: 1, tripTime: 4 }, true);
    expect(text).toContain('fuel economy (ranked 1st, weight 5)');
    expect(text).toContain('trip time (ranked 4th, weight 2)');
    expect(text).toContain('acceleration (ranked 3rd, weight 3)');
    expect(text).toContain('passes the gearing check');
    // One sentence.
    expect(text.trim().split('. ').length).toBe(1);
  });

  it('says so when no ratio of the range passes', () => {
    const text = axleRatioRuleText({ acceleration: 1, fuelEconomy: 2, tripTime: 5 }, false);
    expect(text).toContain('no ratio');
  });
});
