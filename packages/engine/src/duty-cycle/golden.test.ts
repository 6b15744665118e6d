import { describe, expect, it } from 'vitest';
import { simulateDutyCycle } from '../index.js';
import { GOLDEN_TRUCK } from './test-trucks.js';
import type { DutyCycleEnergy, DutyCycleInput } from './types.js';

/**
 * The golden cases of docs/engineering.md ("Duty-cycle simulator"), worked by hand before the code:
 * the numbers below are the document's, not read back from the simulator.
 */

function closure(energy: DutyCycleEnergy): number {
  const sum = energy.rolling + energy.aero + energy.braking + energy.potential + energy.kinetic;
  return Math.abs(energy.tractive - sum) / energy.tractive;
}

describe('golden case (a): flat, constant 65 mph', () => {
  // 500 miles so the one launch and the one stop weigh under 0.5 %. Hand: road load 2,313.1 N
  // rolling + 3,103.0 N air = 5,416.0 N; 157.38 kW at the wheels; 172.22 kW brake power with
  // 3 kW of accessories; 1,125.3 rpm (below 1,200: no rpm penalty); fuel power 18.82 kW idle +
  // 172.22 / 0.46243 = 391.25 kW, engine efficiency 44.0 %; 55.385 s a mile: 21.669 MJ = 0.60529 L
  // a mile: 302.65 L (79.95 gal) over 500 miles, 6.254 mpg; road-load energy 1,210.59 kWh.
  const result = simulateDutyCycle({
    vehicle: GOLDEN_TRUCK,
    route: { segments: [{ lengthMiles: 500, gradePercent: 0, speedLimitMph: 65 }] },
  });

  it('burns the fuel of road-load energy / (driveline x engine efficiency x fuel energy), within 1 %', () => {
    expect(result.fuelLitres).toBeGreaterThan(302.65);
    expect(Math.abs(result.fuelLitres / 302.65 - 1)).toBeLessThan(0.01);
    expect(Math.abs(result.mpg / 6.254 - 1)).toBeLessThan(0.01);
  });

  it('spends the road-load energy at the wheels, and cruises at 1,125 rpm in top gear', () => {
    expect(Math.abs((result.energyKWh.rolling + result.energyKWh.aero) / 1210.59 - 1)).toBeLessThan(
      0.005,
    );
    expect(result.averageCruiseRpm).toBeCloseTo(1125.3, 0);
    expect(result.topGearTimeShare).toBeGreaterThan(0.99);
    expect(result.timeS / (500 / 65) / 3600).toBeLessThan(1.005);
  });
});

describe('golden case (b): a long 6 % climb at full power', () => {
  // Hand: grade force 36,287.39 x 9.80665 x sin(atan 0.06) = 21,313.1 N; rolling 2,313.1 x
  // cos = 2,308.9 N; wheel power at rated (372.85 - 3) x 0.93 = 343.96 kW in a gear turning
  // between 1,419 rpm (where rated power caps the peak torque) and 1,800 rpm. Solving
  // v (23,622.1 + 3.675 v²) = 343,960 W gives v = 14.1228 m/s = 31.59 mph, in 2.23 at 1,584 rpm.
  const result = simulateDutyCycle({
    vehicle: GOLDEN_TRUCK,
    route: {
      segments: [
        { lengthMiles: 2, gradePercent: 0, speedLimitMph: 65 },
        { lengthMiles: 10, gradePercent: 6, speedLimitMph: 65 },
      ],
    },
  });

  it('settles at the speed where full power meets road load and grade force', () => {
    expect(result.slowestClimbSpeedMph).toBeCloseTo(31.59, 1);
  });

  it('climbs 10 miles x 5,280 x sin(atan 0.06) = 3,162.3 ft, the potential energy m g h', () => {
    const last = result.trace.at(-1);
    expect(last?.elevationFt).toBeCloseTo(3162.3, 0);
    // 36,287.39 x 9.80665 x 963.86 m / 3.6e6 = 95.28 kWh.
    expect(result.energyKWh.potential).toBeCloseTo(95.28, 1);
  });
});

describe('golden case (c): one stop and one launch', () => {
  // Hand, per stop from 55 mph (24.5872 m/s) at 1.0 m/s²: kinetic energy 1/2 m v² = 10.968 MJ;
  // over the 302.27 m of braking rolling resistance takes 0.699 MJ and air 3.675 x v²/2 x d =
  // 0.336 MJ, so the brakes take 9.933 MJ = 2.7593 kWh. Two stops (the middle one and the end):
  // 5.5186 kWh.
  const input: DutyCycleInput = {
    vehicle: GOLDEN_TRUCK,
    route: {
      segments: [
        { lengthMiles: 5, gradePercent: 0, speedLimitMph: 55, stopAtEnd: true },
        { lengthMiles: 5, gradePercent: 0, speedLimitMph: 55 },
      ],
    },
  };
  const result = simulateDutyCycle(input);

  it('turns the kinetic energy of each stop into braking energy, less what road load took', () => {
    expect(Math.abs(result.energyKWh.braking / 5.5186 - 1)).toBeLessThan(0.01);
    expect(result.energyKWh.kinetic).toBe(0);
  });

  it('comes to rest at the stop: the trace reaches 0 mph and the launch counts its upshifts', () => {
    const atStop = result.trace.filter(
      (point) => point.distanceMiles > 4.9 && point.distanceMiles < 5.1,
    );
    expect(Math.min(...atStop.map((point) => point.speedMph))).toBe(0);
    expect(result.shifts).toBeGreaterThanOrEqual(2 * 5);
    expect(closure(result.energyKWh)).toBeLessThan(1e-9);
  });
});

describe('contract', () => {
  const flat: DutyCycleInput = {
    vehicle: GOLDEN_TRUCK,
    route: { segments: [{ lengthMiles: 100, gradePercent: 0, speedLimitMph: 65 }] },
  };

  it('is deterministic and keeps the trace to 300 points', () => {
    const first = simulateDutyCycle(flat);
    expect(simulateDutyCycle(flat)).toEqual(first);
    expect(first.trace.length).toBeLessThanOrEqual(300);
    expect(first.trace[0]?.distanceMiles).toBe(0);
    expect(first.trace.at(-1)?.distanceMiles).toBeCloseTo(100, 6);
    expect(first.stalledAtMiles).toBeNull();
  });

  it('reports its assumptions, the application defaults filling what the vehicle leaves out', () => {
    const result = simulateDutyCycle({
      vehicle: {
        gcwLbs: 80_000,
        engineHp: 500,
        engineTorqueLbFt: 1850,
        forwardGears: GOLDEN_TRUCK.forwardGears,
        axleRatio: 2.64,
        revsPerMile: 511,
        application: 'Linehaul',
      },
      route: flat.route,
    });
    expect(result.assumptions).toMatchObject({
      cdAM2: 5.8,
      crr: 0.006,
      drivelineEfficiency: 0.93,
      airDensityKgM3: 1.225,
      accessoryKw: 3,
      ratedRpm: 1800,
      governedRpm: 2100,
      upshiftRpm: 1500,
      downshiftRpm: 1050,
      torquePlateauRpm: { low: 1050 },
    });
    expect(result.assumptions.peakEngineEfficiency).toBeCloseTo(0.45, 6);
    expect(result.assumptions.fuelEnergyMJPerLitre).toBeCloseTo(35.8, 2);
    expect(result.assumptions.crrByRoadType.MaintainedGravel).toBeCloseTo(0.012, 9);
    expect(result.assumptions.torquePlateauRpm.high).toBeCloseTo(1419.5, 0);
  });

  it('stops where the truck cannot start, and says where', () => {
    const result = simulateDutyCycle({
      vehicle: { ...GOLDEN_TRUCK, gcwLbs: 200_000 },
      route: {
        segments: [
          { lengthMiles: 1, gradePercent: 0, speedLimitMph: 30, stopAtEnd: true },
          { lengthMiles: 1, gradePercent: 25, speedLimitMph: 30 },
        ],
      },
    });
    expect(result.stalledAtMiles).toBeCloseTo(1, 6);
    expect(result.slowestClimbSpeedMph).toBe(0);
    expect(result.distanceMiles).toBeCloseTo(1, 6);
  });

  it('burns idle fuel plus accessories (and PTO) during a dwell', () => {
    const route = (dwell: Partial<{ dwellS: number; dwellPtoKw: number }>) =>
      simulateDutyCycle({
        vehicle: GOLDEN_TRUCK,
        route: { segments: [{ lengthMiles: 1, gradePercent: 0, speedLimitMph: 30, ...dwell }] },
      });
    const none = route({});
    // Idle 18.82 kW + 3 kW / 0.46243 = 25.31 kW of fuel for an hour: 91.1 MJ = 2.546 L.
    expect(route({ dwellS: 3600 }).fuelLitres - none.fuelLitres).toBeCloseTo(2.546, 2);
    // A 20 kW PTO on top: + 20 / 0.46243 = 43.25 kW: 68.56 kW in all, 6.894 L.
    expect(route({ dwellS: 3600, dwellPtoKw: 20 }).fuelLitres - none.fuelLitres).toBeCloseTo(
      6.894,
      2,
    );
    expect(route({ dwellS: 3600 }).timeS - none.timeS).toBeCloseTo(3600, 6);
  });

  it.each([
    ['vehicle.gcwLbs', { vehicle: { ...GOLDEN_TRUCK, gcwLbs: 0 } }],
    ['vehicle.engineHp', { vehicle: { ...GOLDEN_TRUCK, engineHp: -1 } }],
    ['vehicle.engineTorqueLbFt', { vehicle: { ...GOLDEN_TRUCK, engineTorqueLbFt: Number.NaN } }],
    ['vehicle.axleRatio', { vehicle: { ...GOLDEN_TRUCK, axleRatio: 0 } }],
    ['vehicle.revsPerMile', { vehicle: { ...GOLDEN_TRUCK, revsPerMile: Infinity } }],
    ['vehicle.forwardGears', { vehicle: { ...GOLDEN_TRUCK, forwardGears: [] } }],
    ['vehicle.forwardGears', { vehicle: { ...GOLDEN_TRUCK, forwardGears: [0.77, 1, 14.4] } }],
    ['vehicle.forwardGears[1]', { vehicle: { ...GOLDEN_TRUCK, forwardGears: [14.4, 0] } }],
    ['vehicle.drivelineEfficiency', { vehicle: { ...GOLDEN_TRUCK, drivelineEfficiency: 1.2 } }],
    ['vehicle.cdAM2', { vehicle: { ...GOLDEN_TRUCK, cdAM2: -1 } }],
    ['route.segments', { route: { segments: [] } }],
    [
      'route.segments[0].lengthMiles',
      { route: { segments: [{ lengthMiles: -1, gradePercent: 0, speedLimitMph: 50 }] } },
    ],
    [
      'route.segments[0].gradePercent',
      { route: { segments: [{ lengthMiles: 1, gradePercent: 31, speedLimitMph: 50 }] } },
    ],
    [
      'route.segments[0].speedLimitMph',
      { route: { segments: [{ lengthMiles: 1, gradePercent: 0, speedLimitMph: 0 }] } },
    ],
    [
      'route.segments',
      { route: { segments: [{ lengthMiles: 0, gradePercent: 0, speedLimitMph: 50 }] } },
    ],
  ] as const)('throws a RangeError naming %s', (field, change) => {
    const input = { vehicle: GOLDEN_TRUCK, route: flat.route, ...change } as DutyCycleInput;
    expect(() => simulateDutyCycle(input)).toThrow(RangeError);
    expect(() => simulateDutyCycle(input)).toThrow(
      new RegExp(`^${field.replace(/[[\].]/g, '\\$&')} `),
    );
  });
});
