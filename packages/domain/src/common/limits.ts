/**
 * Business constants and limits of SPEC section 9. Survey quantities are kept in Imperial units,
 * which are canonical; Metric values are derived for display (see units.ts).
 */

/** A numeric input's bounds and step, in canonical (Imperial) units. */
export interface NumericRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** Maximum gross combined weight, lbs. */
export const WEIGHT_RANGE: NumericRange = { min: 33_000, max: 250_000, step: 1000 };
/** Cruise and occasional maximum road speed, mph. */
export const SPEED_RANGE: NumericRange = { min: 45, max: 80, step: 1 };
/** Engine horsepower, HP. */
export const HORSEPOWER_RANGE: NumericRange = { min: 330, max: 625, step: 5 };
/** Engine torque, lb-ft. */
export const TORQUE_RANGE: NumericRange = { min: 1000, max: 2250, step: 50 };

/** Transmission family model torque, lb-ft (admin form). */
export const MODEL_TORQUE_RANGE: NumericRange = { min: 1000, max: 2250, step: 1 };
/** Performance goal points of a transmission family. */
export const GOAL_POINTS_RANGE: NumericRange = { min: 0, max: 100, step: 1 };
/** Axle ratio threshold bounds; values round to 0.1. */
export const AXLE_RATIO_RANGE: NumericRange = { min: 2, max: 7, step: 0.1 };
/** Default of every axle ratio threshold on a new transmission family. */
export const AXLE_RATIO_DEFAULT = 2;

/** Number of performance goals; each is ranked 1..GOAL_COUNT. */
export const GOAL_COUNT = 5;

/**
 * Ids are PostgreSQL `integer` columns: 1 to 2^31-1. A larger number can name no row, and the
 * database would refuse it as a parameter, so it is refused as bad input instead.
 */
export const DATABASE_ID_MAX = 2_147_483_647;
/**
 * Ranks are stored in `integer` columns too. A name of its own so rank rules read as ranks;
 * `@alias` tells knip the second name for the same value is meant.
 * @alias
 */
export const RANK_MAX = DATABASE_ID_MAX;
/**
 * Not in SPEC: the most models one family's list may carry, deleted ones included (they stay for
 * the change log). Real families have a handful; this only refuses absurd lists.
 */
export const MODELS_PER_FAMILY_MAX = 500;
/** Not in SPEC: the most families one rank update may list; the catalogue holds a few dozen. */
export const RANK_UPDATE_MAX_ITEMS = 1000;
/** Not in SPEC: server-filled texts a client may echo back (a model's author and time stamp). */
export const ECHOED_TEXT_MAX_LENGTH = 400;
/**
 * Not in SPEC: how long a password may be as typed before the rules are checked. Sign-in accepts
 * up to this so an old, longer password still works; new ones follow PASSWORD_MAX_LENGTH.
 */
export const PASSWORD_INPUT_MAX_LENGTH = 1024;
/** Not in SPEC: the reset link's id and code (base64url tokens of 43 characters). */
export const RESET_TOKEN_MAX_LENGTH = 256;

export const EMAIL_MAX_LENGTH = 320;
export const NAME_MAX_LENGTH = 255;
export const PASSWORD_MIN_LENGTH = 9;
export const PASSWORD_MAX_LENGTH = 16;
/** Characters that satisfy the password's special-character rule (SPEC section 5). */
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[]^`{|}~';
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_MS = 15 * 60 * 1000;

export const TRANSMISSION_NAME_MAX_LENGTH = 200;
/** Model names are not limited by SPEC; they share the family name's limit so one message fits both. */
export const MODEL_NAME_MAX_LENGTH = 200;
export const LEARN_MORE_URL_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 100_000;
export const IMAGE_MAX_BYTES = 10_485_760;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
/** Example shown in the learn-more URL message when the caller has no better host (e.g. on the server). */
export const LEARN_MORE_URL_EXAMPLE = 'https://www.example.com';

export const SPEC_TITLE_MAX_LENGTH = 200;
export const SPEC_NOTES_MAX_LENGTH = 100_000;
/**
 * Upper bound on the JSON texts a saved spec carries (result and survey). Not in SPEC: a result holds
 * two transmissions whose descriptions may each reach DESCRIPTION_MAX_LENGTH, so this leaves headroom
 * while still refusing absurd payloads.
 */
export const SPEC_JSON_MAX_LENGTH = 1_000_000;
/** The only saved-spec version this product reads and writes. */
export const SPEC_VERSION = '1.0';
/**
 * Most specs one user may keep. Not in SPEC: it bounds what one account can store (each spec may
 * hold up to 2 * SPEC_JSON_MAX_LENGTH of JSON) and keeps every list page cheap to sort.
 */
export const SPECS_PER_USER_MAX = 1000;
/**
 * Most bytes one user's specs may hold together (decision 082): the UTF-8 length of every stored
 * text of every spec (title, notes, result, survey and the listed top choice's name). Not in SPEC.
 * 25 MiB leaves room for the full 1000 specs with a few kilobytes of notes each, or for about 250
 * with notes at their 100,000-character limit; SPECS_PER_USER_MAX alone allowed hundreds of MB.
 */
export const SPEC_BYTES_PER_USER_MAX = 25 * 1024 * 1024;
/**
 * How long My Specs offers Undo after a spec is deleted (decision 089). Not in SPEC. A deleted spec
 * is only marked so: it leaves the list, its page and its share link at once.
 */
export const SPEC_UNDO_SECONDS = 10;
/**
 * How long the server keeps a deleted spec restorable (decision 089): the Undo window plus room for
 * a slow network, a late click and clocks that differ. Past it the spec is erased for good.
 */
export const SPEC_RESTORE_WINDOW_SECONDS = 60;
/**
 * Longest strings a saved result card may carry (decision 082). The server stores its own
 * recommendation, never the client's copy, but the copy is still bounded so a save cannot make the
 * server read megabytes: each catalogue text keeps the catalogue's own limit (name, model,
 * learn-more URL, description above); the axle range text ("3.4 - 3.9") and the image's address
 * (/api/transmission/{id}/image?v=...) are short by construction.
 */
export const RESULT_AXLE_RATIO_MAX_LENGTH = 40;
export const RESULT_IMAGE_URL_MAX_LENGTH = 2048;
export const RECENT_SPECS_COUNT = 3;
export const SPEC_PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_SPEC_PAGE_SIZE = 20;

export const IDLE_TIMEOUT_MS = 3_600_000;
export const IDLE_ACTIVITY_DEBOUNCE_MS = 250;

/**
 * The server keeps the idle timeout too (decision 019), recording a session's use at most this
 * often; the browser tells it about activity (a call) at the same pace, so the two agree. It is
 * also the server's allowance past the timeout, which therefore never signs anyone out earlier
 * than the browser would.
 */
export function sessionActivityIntervalMs(idleTimeoutMs: number): number {
  return Math.min(60_000, Math.floor(idleTimeoutMs / 5));
}
export const PREVIEW_DEBOUNCE_MS = 2000;
export const HELP_SCROLL_DELAY_MS = 200;
export const SNACKBAR_HIDE_MS = 6000;
export const RICH_TEXT_MAX_HEIGHT_PX = 400;
export const MIN_APP_WIDTH_PX = 1120;
export const PDF_FILE_NAME = 'transmission-spec.pdf';

/**
 * Slow creeping moves at about half a mile per hour (SPEC 2 quotes 0.5 mph / 44 ft/min and
 * 0.8 kph / 13 m/min); the other figures follow from this one.
 */
export const SLOW_CREEPING_MPH = 0.5;

/** Facts the help page states (SPEC section 9). */
export const HELP_FACTS = {
  pickUpAndDeliveryRadiusMiles: 100,
  linehaulMilesPerYear: 50_000,
  heavyHaulGcwLbs: 140_000,
  interstateMaxGradePercent: 6,
  refuseMaxGradePercent: 20,
  constructionTransferMaxGradePercent: 8,
  flatMaxGradePercent: 2,
  steepGradePercent: 20,
} as const;
