import {
  AIR_DENSITY_KG_M3,
  BEST_EFFICIENCY_RPM,
  BRAKING_DECELERATION_MS2,
  CRUISE_TIME_CONSTANT_S,
  DESIRED_ACCELERATION_MS2,
  DOWNSHIFT_RPM,
  FEET_PER_METRE,
  FUEL_DENSITY_KG_PER_LITRE,
  FUEL_ENERGY_MJ_PER_LITRE,
  FUEL_PENALTY_PER_RPM,
  GOVERNED_RPM,
  IDLE_RPM,
  JOULES_PER_KWH,
  KG_PER_LB,
  LITRES_PER_GALLON,
  METRES_PER_MILE,
  MS_PER_MPH,
  RATED_RPM,
  TIME_STEP_S,
  UPSHIFT_RPM,
} from './constants.js';
import {
  buildFuelModel,
  fuelPowerW,
  IDLE_FUEL_LITRES_PER_HOUR,
  JOULES_PER_LITRE,
} from './fuel-model.js';
import { aeroCoefficient, roadTypeFactor, segmentForces } from './road-load.js';
import {
  buildPowertrain,
  chooseGear,
  coastingGear,
  engineRpmInGear,
  maxTractiveForceN,
  type ShiftState,
} from './shift-strategy.js';
import { buildTorqueCurve } from './torque-curve.js';
import { TraceRecorder } from './trace.js';
import type { DutyCycleInput, DutyCycleResult } from './types.js';
import { validateInput } from './validate.js';
import { bodyDefaults, DEFAULT_DRIVELINE_EFFICIENCY } from './vehicle-defaults.js';

/** One segment, in SI units, with what the loop needs precomputed. */
interface PreparedSegment {
  lengthM: number;
  limitMs: number;
  rollingN: number;
  gradeN: number;
  sinTheta: number;
  uphill: boolean;
  /** Comes to rest at its end (a stop, a dwell or the end of the trip). */
  stops: boolean;
  dwellS: number;
  dwellPtoW: number;
  /** The fastest the truck may leave this segment: 0 at a stop, else what the next ones allow. */
  exitCapMs: number;
}

/** Below this speed (m/s) the truck is at rest. */
const REST_MS = 1e-9;
/** A segment is done when less than this many metres of it are left. */
const END_EPSILON_M = 1e-6;
/** Within this share of its speed limit, the truck is cruising (for the average cruise rpm). */
const CRUISE_SHARE = 0.02;
/** Under full load and accelerating no faster than this (m/s²), a climb holds the truck back. */
const STEADY_ACCELERATION_MS2 = 0.01;

/**
 * Simulates a truck over a route (issue 26; docs/engineering.md, "Duty-cycle simulator"): 1 s time
 * steps of a point-mass model with road load, a full-load torque curve, an AMT shift strategy,
 * cruise control, stops and launches, and a Willans-line fuel model. Pure and deterministic; throws
 * a RangeError naming the field for impossible input. The trip starts and ends at rest.
 */
export function simulateDutyCycle(input: DutyCycleInput): DutyCycleResult {
  validateInput(input);
  const { vehicle } = input;
  const body = bodyDefaults(vehicle.application);
  const massKg = vehicle.gcwLbs * KG_PER_LB;
  const cdAM2 = vehicle.cdAM2 ?? body.cdAM2;
  const crr = vehicle.crr ?? body.crr;
  const drivelineEfficiency = vehicle.drivelineEfficiency ?? DEFAULT_DRIVELINE_EFFICIENCY;
  const accessoryKw = vehicle.accessoryKw ?? body.accessoryKw;
  const accessoryW = accessoryKw * 1000;
  const curve = buildTorqueCurve(vehicle.engineHp, vehicle.engineTorqueLbFt);
  const fuel = buildFuelModel(curve);
  const pt = buildPowertrain(
    curve,
    vehicle.forwardGears,
    vehicle.axleRatio,
    vehicle.revsPerMile,
    drivelineEfficiency,
    accessoryW,
    METRES_PER_MILE,
  );
  const aeroK = aeroCoefficient(cdAM2);
  const segments = prepareSegments(input, massKg, crr);
  const totalM = segments.reduce((sum, segment) => sum + segment.lengthM, 0);
  const trace = new TraceRecorder(totalM);

  // Fuel power at rest: idle plus accessories, W.
  const idleFuelW = fuelPowerW(fuel, accessoryW, IDLE_RPM);

  const shift: ShiftState = { gear: 0, lastDirection: 0, sinceShiftS: Infinity };
  let speed = 0;
  let time = 0;
  let fuelJ = 0;
  let distance = 0;
  let elevation = 0;
  let tractiveJ = 0;
  let rollingJ = 0;
  let aeroJ = 0;
  let gradeJ = 0;
  let brakingJ = 0;
  let shifts = 0;
  let movingS = 0;
  let topGearS = 0;
  let cruiseS = 0;
  let cruiseRpmS = 0;
  let pullingS = 0;
  let pullingRpmS = 0;
  let slowestClimb = Infinity;
  let stalledAtM: number | null = null;
  trace.record(0, 0, 0, 1, IDLE_RPM);

  let index = 0;
  let inSegment = 0;
  // A guard, never reached by a truck that moves: averaging under 5 cm/s is taken as a stall.
  const maxSteps = Math.ceil(totalM / 0.05) + 100_000;
  let steps = 0;
  for (;;) {
    const segment = segments[index];
    if (segment === undefined) break;
    steps += 1;
    if (steps > maxSteps) {
      stalledAtM = distance + inSegment;
      break;
    }
    const remaining = segment.lengthM - inSegment;
    if (remaining <= END_EPSILON_M) {
      if (segment.stops) {
        speed = 0;
        shift.gear = 0;
        if (segment.dwellS > 0) {
          time += segment.dwellS;
          fuelJ +=
            (segment.dwellPtoW > 0
              ? fuelPowerW(fuel, accessoryW + segment.dwellPtoW, IDLE_RPM)
              : idleFuelW) * segment.dwellS;
        }
      }
      distance += segment.lengthM;
      index += 1;
      inSegment = 0;
      continue;
    }

    // The driver and cruise control: a constant deceleration that ends exactly at the exit speed
    // once it reaches the comfortable rate, otherwise close the gap to the speed limit.
    const exitCap = segment.exitCapMs;
    const stopDeceleration =
      speed > exitCap ? (speed * speed - exitCap * exitCap) / (2 * remaining) : 0;
    const braking = stopDeceleration >= BRAKING_DECELERATION_MS2 * (1 - 1e-9);
    let desired: number;
    if (braking) {
      desired = -stopDeceleration;
    } else {
      desired = (segment.limitMs - speed) / CRUISE_TIME_CONSTANT_S;
      if (desired > DESIRED_ACCELERATION_MS2) desired = DESIRED_ACCELERATION_MS2;
      else if (desired < -BRAKING_DECELERATION_MS2) desired = -BRAKING_DECELERATION_MS2;
    }

    const aeroN = aeroK * speed * speed;
    const resistanceN = segment.rollingN + segment.gradeN + aeroN;
    const requiredN = massKg * desired + resistanceN;

    if (speed <= REST_MS) {
      shift.gear = 0;
    } else if (requiredN <= 0) {
      // Coasting or braking: the AMT keeps the gear (the engine brakes in it) unless the engine
      // would pass its rated speed, then takes the lowest gear that keeps it under.
      const gear = coastingGear(pt, shift.gear, speed);
      if (gear !== shift.gear) {
        shift.lastDirection = gear > shift.gear ? 1 : -1;
        shift.gear = gear;
        shift.sinceShiftS = 0;
        shifts += 1;
      }
    } else {
      const gear = chooseGear(pt, shift, speed, requiredN * speed, resistanceN * speed);
      if (gear !== shift.gear) {
        shift.lastDirection = gear > shift.gear ? 1 : -1;
        shift.gear = gear;
        shift.sinceShiftS = 0;
        shifts += 1;
      }
    }
    const gear = shift.gear;

    let tractionN = 0;
    let brakeN = 0;
    let fullLoad = false;
    if (requiredN > 0) {
      const maxN = maxTractiveForceN(pt, gear, speed);
      if (requiredN < maxN) {
        tractionN = requiredN;
      } else {
        tractionN = maxN;
        fullLoad = true;
      }
    } else {
      brakeN = -requiredN;
    }
    const acceleration = (tractionN - brakeN - resistanceN) / massKg;
    if (speed <= REST_MS && acceleration <= 0) {
      // It cannot start here, even in its lowest gear at full load.
      stalledAtM = distance + inSegment;
      break;
    }

    // One step, shortened so it ends exactly at the segment's end, at the point where braking
    // for the exit must begin, or where the truck comes to rest.
    let dt = TIME_STEP_S;
    let boundary = remaining;
    if (!braking && speed > exitCap) {
      const onset =
        remaining - (speed * speed - exitCap * exitCap) / (2 * BRAKING_DECELERATION_MS2);
      if (onset > 0 && onset < boundary) boundary = onset;
    }
    let newSpeed = speed + acceleration * dt;
    let ds = (speed + newSpeed) * 0.5 * dt;
    if (newSpeed < 0) {
      dt = speed / -acceleration;
      newSpeed = 0;
      ds = speed * 0.5 * dt;
    }
    if (ds >= boundary) {
      const squared = speed * speed + 2 * acceleration * boundary;
      const exitSpeed = squared > 0 ? Math.sqrt(squared) : 0;
      dt = (2 * boundary) / (speed + exitSpeed);
      ds = boundary;
      newSpeed = braking && boundary === remaining && segment.stops ? 0 : exitSpeed;
    }

    // Energy at the wheels: every force times the same distance, so the split closes.
    tractiveJ += tractionN * ds;
    brakingJ += brakeN * ds;
    rollingJ += segment.rollingN * ds;
    aeroJ += aeroN * ds;
    gradeJ += segment.gradeN * ds;
    elevation += segment.sinTheta * ds;

    // Fuel: brake power (wheel work / driveline efficiency, or the slipping clutch's engine
    // power at launch) plus accessories.
    const gearRpm = speed * (pt.rpmPerMs[gear] ?? 0);
    if (tractionN > 0) {
      const engineRpm = engineRpmInGear(pt, gear, speed);
      const slipping = gear === 0 && gearRpm < engineRpm;
      const brakeW = slipping
        ? (tractionN / (pt.forcePerNm[0] ?? 1)) * engineRpm * ((2 * Math.PI) / 60)
        : (tractionN * ds) / (drivelineEfficiency * dt);
      fuelJ += fuelPowerW(fuel, brakeW + accessoryW, engineRpm) * dt;
      pullingS += dt;
      pullingRpmS += engineRpm * dt;
      if (!braking && Math.abs(speed - segment.limitMs) <= CRUISE_SHARE * segment.limitMs) {
        cruiseS += dt;
        cruiseRpmS += engineRpm * dt;
      }
    } else {
      // Coasting, braking or at rest: the engine runs at no load (the Willans line's offset plus
      // the accessories) at its own speed. Engines cut the injectors on overrun; keeping the
      // offset makes the fuel continuous as the pull falls to zero and errs on the high side.
      const engineRpm = gearRpm > IDLE_RPM ? gearRpm : IDLE_RPM;
      fuelJ += fuelPowerW(fuel, accessoryW, engineRpm) * dt;
    }

    if (speed > REST_MS) {
      movingS += dt;
      if (gear === pt.top) topGearS += dt;
    }
    if (
      segment.uphill &&
      fullLoad &&
      acceleration <= STEADY_ACCELERATION_MS2 &&
      newSpeed < slowestClimb
    ) {
      slowestClimb = newSpeed;
    }

    time += dt;
    shift.sinceShiftS += dt;
    speed = newSpeed;
    inSegment += ds;
    trace.offer(distance + inSegment, elevation, speed, gear + 1, engineRpmInGear(pt, gear, speed));
  }
  distance = stalledAtM ?? totalM;
  trace.finish(distance, elevation, speed, shift.gear + 1, IDLE_RPM);

  const fuelLitres = fuelJ / JOULES_PER_LITRE;
  const fuelGallons = fuelLitres / LITRES_PER_GALLON;
  const distanceMiles = distance / METRES_PER_MILE;
  const kinetic = 0.5 * massKg * speed * speed;
  return {
    timeS: time,
    distanceMiles,
    fuelGallons,
    fuelLitres,
    mpg: fuelGallons > 0 ? distanceMiles / fuelGallons : 0,
    litresPer100Km: distance > 0 ? (fuelLitres * 100_000) / distance : 0,
    averageSpeedMph: time > 0 ? distanceMiles / (time / 3600) : 0,
    topGearTimeShare: movingS > 0 ? topGearS / movingS : 0,
    shifts,
    // A truck that stalled did not climb at all.
    slowestClimbSpeedMph: stalledAtM === null ? slowestClimbMph(slowestClimb, segments) : 0,
    averageCruiseRpm:
      cruiseS > 0 ? cruiseRpmS / cruiseS : pullingS > 0 ? pullingRpmS / pullingS : 0,
    energyKWh: {
      tractive: tractiveJ / JOULES_PER_KWH,
      rolling: rollingJ / JOULES_PER_KWH,
      aero: aeroJ / JOULES_PER_KWH,
      braking: brakingJ / JOULES_PER_KWH,
      potential: gradeJ / JOULES_PER_KWH,
      kinetic: kinetic / JOULES_PER_KWH,
    },
    assumptions: {
      massKg,
      cdAM2,
      crr,
      drivelineEfficiency,
      airDensityKgM3: AIR_DENSITY_KG_M3,
      accessoryKw,
      peakEngineEfficiency: fuel.peakEfficiency,
      idleFuelLitresPerHour: IDLE_FUEL_LITRES_PER_HOUR,
      fuelEnergyMJPerLitre: FUEL_ENERGY_MJ_PER_LITRE,
      fuelDensityKgPerLitre: FUEL_DENSITY_KG_PER_LITRE,
      timeStepS: TIME_STEP_S,
      torquePlateauRpm: { low: curve.plateauLowRpm, high: curve.plateauHighRpm },
      ratedRpm: RATED_RPM,
      governedRpm: GOVERNED_RPM,
      upshiftRpm: UPSHIFT_RPM,
      downshiftRpm: DOWNSHIFT_RPM,
      bestEfficiencyRpm: BEST_EFFICIENCY_RPM,
      rpmPenaltyPercentPer50Rpm: FUEL_PENALTY_PER_RPM * 50 * 100,
      marginalEngineEfficiency: fuel.marginalEfficiency,
      brakingDecelerationMS2: BRAKING_DECELERATION_MS2,
      desiredAccelerationMS2: DESIRED_ACCELERATION_MS2,
      crrByRoadType: {
        Paved: crr,
        MaintainedGravel: crr * roadTypeFactor('MaintainedGravel'),
        OffRoad: crr * roadTypeFactor('OffRoad'),
      },
    },
    trace: trace.points(FEET_PER_METRE),
    stalledAtMiles: stalledAtM === null ? null : stalledAtM / METRES_PER_MILE,
  };
}

function prepareSegments(input: DutyCycleInput, massKg: number, crr: number): PreparedSegment[] {
  const list = input.route.segments;
  const prepared = list.map((segment, index): PreparedSegment => {
    const forces = segmentForces(massKg, crr, segment.gradePercent, segment.roadType);
    const dwellS = segment.dwellS ?? 0;
    return {
      lengthM: segment.lengthMiles * METRES_PER_MILE,
      limitMs: segment.speedLimitMph * MS_PER_MPH,
      rollingN: forces.rollingN,
      gradeN: forces.gradeN,
      sinTheta: forces.sinTheta,
      uphill: segment.gradePercent > 0,
      stops: segment.stopAtEnd === true || dwellS > 0 || index === list.length - 1,
      dwellS,
      dwellPtoW: (segment.dwellPtoKw ?? 0) * 1000,
      exitCapMs: 0,
    };
  });
  // Backwards: the fastest each segment may be left at so the next ones' limits and stops can be
  // kept at the comfortable deceleration.
  for (let index = prepared.length - 1; index >= 0; index -= 1) {
    const segment = prepared[index];
    const next = prepared[index + 1];
    if (segment === undefined) continue;
    if (segment.stops || next === undefined) {
      segment.exitCapMs = 0;
    } else {
      const reachable = Math.sqrt(
        next.exitCapMs * next.exitCapMs + 2 * BRAKING_DECELERATION_MS2 * next.lengthM,
      );
      segment.exitCapMs = Math.min(next.limitMs, reachable);
    }
  }
  return prepared;
}

/**
 * The slowest speed on a climb under full load, not accelerating: where the grade holds the truck
 * back. A truck that held its speed on every climb reports the lowest limit of its uphill
 * segments; a route without a climb, its lowest speed limit.
 */
function slowestClimbMph(slowest: number, segments: readonly PreparedSegment[]): number {
  if (Number.isFinite(slowest)) return slowest / MS_PER_MPH;
  const uphill = segments.filter((segment) => segment.uphill && segment.lengthM > 0);
  const pool = uphill.length > 0 ? uphill : segments;
  return Math.min(...pool.map((segment) => segment.limitMs)) / MS_PER_MPH;
}
