import type {
  LogicLog,
  NoTransmissionReason,
  ResultType,
  TransmissionDetails,
  TransmissionResult,
} from '@transmission-spec/domain';

/**
 * The engine's public types: what recommend() takes and returns. The Transmission Logic Log
 * (`debug`) is the domain's LogicLogSchema type (packages/domain/src/recommendation/logic-log.ts), so what the
 * engine writes is by construction what the server answers and the admin's panel reads.
 */

/** Options of recommend(). */
export interface RecommendOptions {
  /** Fill `debug` with the Transmission Logic Log (admin only); leave it undefined otherwise. */
  readonly explain?: boolean;
}

/**
 * A recommended transmission: the domain's TransmissionResult with `details` always present (the
 * domain keeps it optional only so responses and specs stored before it still parse).
 */
export type RecommendedTransmission = Omit<TransmissionResult, 'details'> & {
  readonly details: TransmissionDetails;
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
  /** Why nothing fits, in the user's words and Imperial units, for NoTransmission; '' for Transmission. */
  readonly message: string;
  /** Why nothing fits, as data the web app phrases in the visitor's units; null for Transmission. */
  readonly reason: NoTransmissionReason | null;
  /** The Transmission Logic Log; present only when `explain` was set. */
  readonly debug?: LogicLog;
}
