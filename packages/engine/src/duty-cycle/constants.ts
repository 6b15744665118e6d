/**
 * The duty-cycle simulator's constants (issue 26), each with its source; docs/engineering.md,
 * "Duty-cycle simulator", gives the reasoning and the uncertainty. The rpm constants of the
 * engineering check (governed speed, cruise band, idle) are reused from ../engineering/constants.ts.
 */
import { CRUISE_RPM_BAND, GOVERNED_RPM, IDLE_RPM } from '../engineering/constants.js';

/** Standard gravity, m/s² (ISO 80000-3). */
export const GRAVITY_MS2 = 9.80665;
/** Air density of the ISA standard day at sea level, 15 °C: 1.225 kg/m³ (ISO 2533, SAE J1263's reference). */
export const AIR_DENSITY_KG_M3 = 1.225;

/** Exact unit conversions. */
export const KG_PER_LB = 0.45359237;
export const METRES_PER_MILE = 1609.344;
export const MS_PER_MPH = METRES_PER_MILE / 3600;
export const LITRES_PER_GALLON = 3.785411784;
export const NM_PER_LB_FT = 1.3558179483314;
export const WATTS_PER_HP = 745.69987158227;
export const FEET_PER_METRE = 1 / 0.3048;
export const JOULES_PER_KWH = 3.6e6;

/**
 * Lower heating value of No. 2 diesel: 128,450 Btu/gal (US DOE Alternative Fuels Data Center,
 * "Properties of Fuels"), x 1,055.056 J/Btu / 3.785411784 L/gal = 35.80 MJ/L. An engine's brake
 * efficiency is quoted on the lower heating value. The higher value (137,380 Btu/gal, EIA's heat
 * content) would be 38.3 MJ/L and is not the one to use with an efficiency.
 */
export const FUEL_ENERGY_MJ_PER_LITRE = (128_450 * 1055.056) / LITRES_PER_GALLON / 1e6;
/** Density of No. 2 diesel: 7.079 lb/gal = 0.848 kg/L (AFDC "Properties of Fuels"); reported only. */
export const FUEL_DENSITY_KG_PER_LITRE = (7.079 * KG_PER_LB) / LITRES_PER_GALLON;

/**
 * Fuel burnt by a heavy-duty diesel at low idle with no accessory load: 0.49 gal/h for a class 8
 * combination truck (US DOE Vehicle Technologies Office Fact #861, 2015, from Argonne National
 * Laboratory's idling worksheet; 0.44 to 0.97 gal/h across the heavy vehicles listed). 0.5 gal/h.
 */
export const IDLE_FUEL_GALLONS_PER_HOUR = 0.5;

/**
 * Peak brake thermal efficiency of a current heavy-duty diesel, on the lower heating value: about
 * 45 % (2017-2021 production 13 to 15 L engines publish 44 to 46 %; DOE SuperTruck I and II
 * demonstrators reached 50 to 55 %). It is reached at full load at the best-efficiency speed.
 */
export const PEAK_ENGINE_EFFICIENCY = 0.45;
/**
 * Upper bound on the Willans line's marginal efficiency: the fuel never falls below the engine work
 * at 50 %, whatever the rated power and torque (issue 26's floor: fuel >= tractive energy / 0.5).
 */
export const MAX_MARGINAL_EFFICIENCY = 0.5;

/**
 * Best-efficiency engine speed: the middle of the heavy-duty diesel's low-speed sweet spot (best
 * brake-specific fuel consumption at about 1,100 to 1,300 rpm on down-sped 13-15 L engines).
 */
export const BEST_EFFICIENCY_RPM = 1200;
/**
 * The rpm penalty fleets quote for cruise: about 1 % more fuel for every 50 rpm above the
 * best-efficiency speed (the rule of thumb of fleets and spec'ing guides the issue cites, not a
 * figure read off one engine's map); applied as a factor on the fuel rate.
 */
export const FUEL_PENALTY_PER_RPM = 0.01 / 50;

/**
 * Rated speed of the engine: where it makes its rated horsepower (1,800 rpm is the rating speed of
 * the common 13-15 L engines: Cummins X15, Detroit DD15, PACCAR MX-13). Above it the governor cuts
 * the torque linearly to zero at GOVERNED_RPM (2,100, the engineering check's governed speed).
 */
export const RATED_RPM = 1800;
export { GOVERNED_RPM, IDLE_RPM };
/**
 * Start of the peak-torque plateau: the low end of the check's cruise band, 1,050 rpm, where a
 * down-sped diesel reaches its peak torque. The plateau ends where rated power takes over
 * (5,252 x HP / torque rpm in US units) or at the rated speed.
 */
export const TORQUE_PLATEAU_LOW_RPM = CRUISE_RPM_BAND.low;
/**
 * Launches use the plateau's start too: the clutch slips until the engine turns at
 * TORQUE_PLATEAU_LOW_RPM in the lowest gear.
 */
/** Full-load torque at idle as a share of the peak (ramps linearly up to the plateau). */
export const IDLE_TORQUE_SHARE = 0.5;

/**
 * The AMT's part-load band: below full load it takes the highest gear that keeps the engine
 * between these speeds (the check's cruise band) and still holds the speed with SHIFT_RESERVE to
 * spare. Below the downshift speed it does not run under load (it lugs); the top gear may run
 * above the upshift speed. At full load it holds a gear up to RATED_RPM.
 */
export const DOWNSHIFT_RPM = CRUISE_RPM_BAND.low;
export const UPSHIFT_RPM = CRUISE_RPM_BAND.high;
/**
 * Power to spare a higher gear must have before an upshift (5 %); a gear is then kept as long as
 * it holds the present speed, so an upshift is never followed straight by a downshift.
 */
export const SHIFT_RESERVE = 1.05;
/** At full load, a gear within 3 % of the most power is as good: the higher one is kept. */
export const FULL_LOAD_TIE = 0.97;
/** Seconds after a shift before a shift the other way: no hunting between two gears on a grade. */
export const SHIFT_HOLD_S = 5;

/** Time step of the simulation, s. */
export const TIME_STEP_S = 1;
/** Acceleration the driver (or the AMT's launch) asks for at most, m/s². */
export const DESIRED_ACCELERATION_MS2 = 0.5;
/** Cruise control: the speed error is closed with this time constant, s. */
export const CRUISE_TIME_CONSTANT_S = 4;
/** A firm but comfortable stop: 1.0 m/s² (about 0.1 g), well inside a truck's service brakes. */
export const BRAKING_DECELERATION_MS2 = 1.0;
/** Steepest grade a segment may have, %: beyond it the input is taken as a mistake. */
export const MAX_GRADE_PERCENT = 30;
/** Most points of the trace (for charts). */
export const TRACE_POINTS = 300;
