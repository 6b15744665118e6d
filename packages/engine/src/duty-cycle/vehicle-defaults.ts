import type { Application } from '@transmission-spec/domain';

/**
 * Body defaults by application: drag area, paved-road rolling resistance and accessory power, used
 * when the vehicle leaves them out. docs/engineering.md ("Duty-cycle simulator", Vehicle defaults)
 * gives the sources and the spread (about +-15 % on CdA and Crr for a given truck).
 */
export interface BodyDefaults {
  /** Drag coefficient x frontal area, m². */
  readonly cdAM2: number;
  /** Rolling-resistance coefficient on paved road (all tires, weighted by load). */
  readonly crr: number;
  /** Fan, compressor, alternator, steering, HVAC while driving, kW. */
  readonly accessoryKw: number;
}

/**
 * An aerodynamic class 8 tractor with a 53 ft van trailer: CdA 5.8 m² (EPA GEM Phase 2 places
 * high-roof sleeper tractors between about 5 and 7 m²), Crr 0.0060 (low-rolling-resistance
 * tires as fitted since SmartWay, about 5 to 6.5 kg/t), 3 kW of accessories.
 */
const LINEHAUL: BodyDefaults = { cdAM2: 5.8, crr: 0.006, accessoryKw: 3 };
/** A day cab with a van or flatbed: less aerodynamic trim, regional tires. */
const DAY_CAB: BodyDefaults = { cdAM2: 6.4, crr: 0.0068, accessoryKw: 3 };
/** A straight truck with a blunt body (refuse packer, mixer drum, dump body, tank). */
const VOCATIONAL: BodyDefaults = { cdAM2: 7.5, crr: 0.0075, accessoryKw: 4 };
/** A refuse packer: blunt body, on/off-road tires, hydraulics idling while driving. */
const REFUSE: BodyDefaults = { cdAM2: 8.0, crr: 0.008, accessoryKw: 5 };
/** A transit coach: rounded front (Cd about 0.65 on about 8 m²), large HVAC load. */
const TRANSIT: BodyDefaults = { cdAM2: 5.5, crr: 0.0075, accessoryKw: 8 };
/** A fire or rescue apparatus: blunt body, pumps and lights. */
const EMERGENCY: BodyDefaults = { cdAM2: 7.0, crr: 0.0075, accessoryKw: 5 };

export const BODY_DEFAULTS: Readonly<Record<Application, BodyDefaults>> = {
  Agriculture: VOCATIONAL,
  Construction: VOCATIONAL,
  Fire: EMERGENCY,
  HeavyHaul: { cdAM2: 7.0, crr: 0.0075, accessoryKw: 4 },
  Linehaul: LINEHAUL,
  Logging: VOCATIONAL,
  Mixer: VOCATIONAL,
  OilField: VOCATIONAL,
  PickUpAndDelivery: DAY_CAB,
  Recreational: DAY_CAB,
  Refuse: REFUSE,
  DoorToDoorRefuse: REFUSE,
  Rescue: EMERGENCY,
  Transit: TRANSIT,
};

/** No application given: a day cab, between the linehaul tractor and the vocational trucks. */
export const GENERIC_BODY: BodyDefaults = DAY_CAB;

/**
 * Share of engine power that reaches the wheels: transmission about 0.97 to 0.98 in its gears and
 * the drive axle about 0.95 (EPA GEM's default axle efficiency is in that range): 0.93, taken the
 * same in every gear.
 */
export const DEFAULT_DRIVELINE_EFFICIENCY = 0.93;

export function bodyDefaults(application: Application | undefined): BodyDefaults {
  return application === undefined ? GENERIC_BODY : BODY_DEFAULTS[application];
}
