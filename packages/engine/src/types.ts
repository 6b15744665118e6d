import type { ResultType, SupportLevel, TransmissionResult } from '@transmission-spec/domain';

/**
 * The engine's public types: what recommend() takes and returns, and the shape of the
 * Transmission Logic Log (`debug`) the admin's api/survey/debug call shows.
 */

/** Options of recommend(). */
export interface RecommendOptions {
  /** Fill `debug` with the Transmission Logic Log (admin only); leave it undefined otherwise. */
  readonly explain?: boolean;
}

/**
 * A recommended transmission. It is the domain's TransmissionResult except that `axleRatio` is the
 * range text RECOMMENDATION.md section 3 asks for ("3.4 - 3.9"), where the domain schema still says
 * number. Written as an Omit so it becomes exactly TransmissionResult once the domain says string.
 */
export type RecommendedTransmission = Omit<TransmissionResult, 'axleRatio'> & {
  readonly axleRatio: string;
};

/** The result types the engine produces; Error belongs to the server (failures), never to the model. */
export type RecommendationType = Extract<ResultType, 'Transmission' | 'NoTransmission'>;

/** What recommend() returns: the survey response of SPEC section 3 minus the server-only Error. */
export interface Recommendation {
  readonly type: RecommendationType;
  /** The best eligible family; null exactly when type is NoTransmission. */
  readonly topChoice: RecommendedTransmission | null;
  /** The second eligible family; null with fewer than two eligible families. */
  readonly runnerUp: RecommendedTransmission | null;
  /** Why nothing fits, in the user's words, for NoTransmission; '' for Transmission. */
  readonly message: string;
  /** The Transmission Logic Log; present only when `explain` was set. */
  readonly debug?: RecommendationDebug;
}

/** The support checks of RECOMMENDATION.md section 1, in table order. */
export const SUPPORT_CHECKS = [
  'application',
  'terrain',
  'roadTypes',
  'maneuvers',
  'pto',
  'engineMake',
] as const;
export type SupportCheckName = (typeof SUPPORT_CHECKS)[number];

/** The limit checks of RECOMMENDATION.md section 1, in table order. */
export const LIMIT_CHECKS = ['engineHp', 'cruiseSpeed', 'maxSpeed', 'gcw', 'torque'] as const;
export type LimitCheckName = (typeof LIMIT_CHECKS)[number];

/** Every eligibility check, in the order each family is put through them and the log lists them. */
export const CHECK_NAMES = [...SUPPORT_CHECKS, ...LIMIT_CHECKS] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

/** Heading of each check in the Transmission Logic Log. */
export const CHECK_LABELS: Readonly<Record<CheckName, string>> = {
  application: 'Application',
  terrain: 'Terrain',
  roadTypes: 'Road types',
  maneuvers: 'Maneuvers',
  pto: 'PTO',
  engineMake: 'Engine make',
  engineHp: 'Engine horsepower',
  cruiseSpeed: 'Cruise speed',
  maxSpeed: 'Max road speed',
  gcw: 'Gross combined weight',
  torque: 'Torque',
};

/** The family a log entry is about. */
export interface FamilyRef {
  readonly id: number;
  readonly name: string;
}

/**
 * A support check's log entry. `value` lists the user's choices (wire values; one for application,
 * PTO and engine make, possibly none for maneuvers) and `limit` the family's support level of each,
 * index for index. It passes when no level is NotSupported.
 */
export interface SupportCheckEntry {
  readonly kind: 'support';
  readonly family: FamilyRef;
  readonly check: SupportCheckName;
  readonly value: readonly string[];
  readonly limit: readonly SupportLevel[];
  readonly passed: boolean;
}

/**
 * A limit check's log entry, in Imperial units (HP, mph, lbs, lb-ft). It passes when `value` is at
 * most `limit`. `limit` is null for a family with no GCW limit, and for torque it is the strongest
 * live model, or null when the family has no live model. `note` says what the admin needs beyond
 * the two numbers: the model offered, or that no limit applies.
 */
export interface LimitCheckEntry {
  readonly kind: 'limit';
  readonly family: FamilyRef;
  readonly check: LimitCheckName;
  readonly value: number;
  readonly limit: number | null;
  readonly unit: string;
  readonly passed: boolean;
  readonly note?: string;
}

/** One line of the eligibility log: one family put through one check. */
export type CheckEntry = SupportCheckEntry | LimitCheckEntry;

/** The duty classes of RECOMMENDATION.md section 3, mildest first. */
export const DUTY_CLASSES = ['default', 'medium', 'high', 'extreme'] as const;
export type DutyClass = (typeof DUTY_CLASSES)[number];

/**
 * Why a family was or was not offered: eligible, failed a check, or kept out of the run by the
 * admin (disabled) or by deletion, which no check can override.
 */
export type FamilyStatus = 'eligible' | 'ineligible' | 'disabled' | 'deleted';

/** One family's page of the Transmission Logic Log. */
export interface FamilyDebug {
  readonly id: number;
  readonly name: string;
  /** The administrator's rank (1 first); null when the family has none. */
  readonly rank: number | null;
  readonly status: FamilyStatus;
  readonly eligible: boolean;
  /** Every check of RECOMMENDATION.md section 1 in CHECK_NAMES order, deleted or disabled or not. */
  readonly checks: readonly CheckEntry[];
  readonly failedChecks: number;
  /** Sum over the goals of (6 - rank) x points / 100; 0 to 15. */
  readonly goalScore: number;
  /** 3 x Recommended answers / answers checked for support; 0 to 3. */
  readonly fitScore: number;
  readonly total: number;
  /** 1 for the top choice, 2 for the runner-up, and so on; null when not eligible. */
  readonly position: number | null;
  /** The model that would be offered (smallest covering the torque); null when none covers it. */
  readonly modelName: string | null;
  /** The family's axle ratio range for the duty class, e.g. "3.4 - 3.9". */
  readonly axleRatio: string;
}

/** The Transmission Logic Log: the duty class and why, then every family of the catalogue. */
export interface RecommendationDebug {
  readonly dutyClass: DutyClass;
  /** The answers that set the duty class, in the user's words; empty for the default class. */
  readonly dutyClassReasons: readonly string[];
  /**
   * Every family passed in, exactly once: eligible families by position, then the others by
   * fewest failed checks, rank and name (disabled and deleted last), so the log does not depend
   * on the catalogue's order.
   */
  readonly families: readonly FamilyDebug[];
}
