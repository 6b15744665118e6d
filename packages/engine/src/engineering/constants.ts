import type { RoadType, Terrain } from '@transmission-spec/domain';

/**
 * The assumptions of the engineering check (issue 14), each a named constant with its source.
 * docs/engineering.md gives the derivations and works examples through by hand.
 */

/**
 * Constant of the tractive formulas: grade % = torque (lb-ft) x gear x axle ratio x tire revs per
 * mile / (10.7 x GCW lbs). Source: the formula, the Caterpillar Performance Handbook's way
 * of rating startability. Physically the pull at the tire is torque x ratios x efficiency / rolling
 * radius, and a tire turning R times a mile has a rolling radius of 5,280 / (2 pi R) ft, which gives
 * 100 / 840.3 = 1 / 8.403; so 10.7 is 8.403 divided by an overall driveline efficiency of 0.785.
 * Efficiency is therefore already in the constant and is not applied a second time.
 */
export const TRACTIVE_CONSTANT = 10.7;

/** Feet per mile over 2 pi, over 100 (percent): the physical constant 10.7 is built on. */
const PHYSICAL_CONSTANT = 5280 / (2 * Math.PI) / 100;

/**
 * The overall driveline efficiency TRACTIVE_CONSTANT implies (about 0.785): conservative beside the
 * 0.85 to 0.95 usually quoted for a truck driveline in a single gear, which keeps the check on the
 * safe side (it never promises more pull than the truck has).
 */
export const IMPLIED_DRIVELINE_EFFICIENCY = PHYSICAL_CONSTANT / TRACTIVE_CONSTANT;

/**
 * Rolling resistance per road type, in percent grade equivalent (1 % = 10 lb per 1,000 lb). Source:
 * Caterpillar Performance Handbook, "Typical Rolling Resistance Factors" table: about 1.5 % for a
 * very hard, smooth roadway (concrete, cold asphalt); 2 to 3 % for a firm, maintained roadway with
 * dirt or light surfacing, flexing slightly (our maintained gravel, taken at the upper end); 4 % for
 * a rutted dirt roadway flexing under load with about 1 inch of tire penetration (our off-road;
 * softer ground runs 5 to 8 % and more). Highway truck tires on good asphalt measure nearer 0.6 to
 * 0.8 %; the handbook's 1.5 % for paved also stands in for the air drag at highway speed, which the
 * formulas otherwise leave out.
 */
export const ROLLING_RESISTANCE_PERCENT: Readonly<Record<RoadType, number>> = {
  Paved: 1.5,
  MaintainedGravel: 3,
  OffRoad: 4,
};

/**
 * The grade (%) each terrain answer implies: the survey's own words. Flat is "up to 2 %", hilly or
 * rolling "2-6 %", an occasional mountain pass "6 % or smaller". A frequent mountain pass is "6 % or
 * larger": we take 8 %, the steep end of paved mountain highways (US Interstates are held to about
 * 6 %, older passes reach 7 to 8 %). Steep Grade is "20 % or larger": 20 %.
 */
export const TERRAIN_GRADE_PERCENT: Readonly<Record<Terrain, number>> = {
  Flat: 2,
  HillyRolling: 6,
  OccasionalMountain: 6,
  FrequentMountain: 8,
  SteepGrade: 20,
};

/**
 * The engine's governed (rated) speed. Source: the issue; heavy-duty diesels govern between about
 * 1,800 and 2,100 rpm, and the highest is used so a max-speed verdict is never stricter than the
 * engine.
 */
export const GOVERNED_RPM = 2100;

/**
 * The cruise rpm band: a modern down-sped heavy-duty diesel makes its peak torque and its best fuel
 * economy from about 1,050 to 1,500 rpm. Source: the issue. Below it the engine lugs; above it
 * burns more fuel for the same work.
 */
export const CRUISE_RPM_BAND = { low: 1050, high: 1500 } as const;

/**
 * Top-gear gradeability at cruise a spec usually aims for: about 0.5 %, so the truck holds its
 * cruise speed over the gentle grades of a highway without a downshift. Source: Z-factor
 * Consultation, "Gradeability and Cruiseability" (2020), on the traditional targets of transmission
 * makers: about 1.5 % at peak-torque rpm ("gradeability") and 0.5 % at the desired cruise speed
 * ("cruiseability"). The check's figure is the one at cruise, so its target is the 0.5 %.
 */
export const TOP_GEAR_GRADEABILITY_TARGET = 0.5;

/**
 * Engine idle rpm for the creep speed (issue 25): heavy-duty diesels leave the factory with a low
 * idle of about 600 to 700 rpm (the low-idle settings of Cummins X15, Detroit DD13/DD15 and PACCAR
 * MX-13 engines lie in that range); 600, the commonest setting, is used. A higher idle raises the
 * creep speed in proportion. docs/engineering.md.
 */
export const IDLE_RPM = 600;
