import {
  DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_INPUT_MAX_LENGTH,
  RANK_UPDATE_MAX_ITEMS,
  RESET_TOKEN_MAX_LENGTH,
  SPEC_NOTES_MAX_LENGTH,
  SPEC_TITLE_MAX_LENGTH,
} from '@transmission-spec/domain';

/**
 * Every JSON body limit of the app, in one table (issue 24): each route reads at most what its
 * real input can weigh, so a hostile body costs the server little to read and parse (the parser
 * also refuses deep or value-packed JSON first: json-body-parser.ts). A route that names none gets
 * `default`, which is small, so a route that forgets gets a small limit, not a large one. Multipart
 * image uploads keep their own limits where they are read (transmission-form.ts).
 */

/** A JSON string may spell any character as `\uXXXX`: six bytes. Used where the text is short. */
const ESCAPED_BYTES_PER_CHARACTER = 6;
/**
 * What a browser's JSON.stringify sends per character of long text: at most three bytes (UTF-8
 * of any character of the Basic Multilingual Plane; a pair of surrogates is four bytes for two).
 */
const UTF8_BYTES_PER_CHARACTER = 3;
/** Keys, quotes and separators around a body's fields. */
const ENVELOPE_BYTES = 1024;
/** The fields of a result card besides its description: names, links, why, limits, gearing. */
const RESULT_CARD_EXTRA_CHARACTERS = 8 * 1024;
/** Complete survey answers are well under 2 KB of JSON. */
const SURVEY_ANSWERS_CHARACTERS = 4 * 1024;

export const BODY_LIMITS = {
  /**
   * Routes that read no body (sign-out, refresh, a share link, delete, disable, a spec's
   * delete, restore and copy, the e-mail routes): whatever a client sends is parsed and ignored, so it only needs to be small. Also
   * the app-wide bodyLimit, so a new route that forgets its own limit is refused large bodies.
   */
  default: ENVELOPE_BYTES,
  /** E-mail and password, as POST /api/security/token and the sign-in page send them. */
  signIn:
    ESCAPED_BYTES_PER_CHARACTER * (EMAIL_MAX_LENGTH + PASSWORD_INPUT_MAX_LENGTH) + ENVELOPE_BYTES,
  /** The reset link's id and code and the new password. */
  passwordReset:
    ESCAPED_BYTES_PER_CHARACTER * (2 * RESET_TOKEN_MAX_LENGTH + PASSWORD_INPUT_MAX_LENGTH) +
    ENVELOPE_BYTES,
  /** The largest registration body: account details with every vocation and a long country list. */
  registration: 32 * 1024,
  /** Survey answers. */
  survey: 16 * 1024,
  /** A rank update: at most RANK_UPDATE_MAX_ITEMS of `{"Id": ..., "Rank": ...}`, 64 bytes each. */
  rankUpdate: RANK_UPDATE_MAX_ITEMS * 64 + ENVELOPE_BYTES,
  /** A renamed spec: its title and notes. */
  specUpdate:
    UTF8_BYTES_PER_CHARACTER * (SPEC_TITLE_MAX_LENGTH + SPEC_NOTES_MAX_LENGTH) + ENVELOPE_BYTES,
  /**
   * A new spec: title, notes, the answers and the result the server recommended, whose two cards
   * each carry their family's description (at most DESCRIPTION_MAX_LENGTH) beside a few short
   * fields. The domain's SPEC_JSON_MAX_LENGTH is a far looser bound on the JSON texts; this is
   * what a real save weighs, and keeps the worst body under a few milliseconds of parsing.
   */
  specCreate:
    UTF8_BYTES_PER_CHARACTER *
      (SPEC_TITLE_MAX_LENGTH +
        SPEC_NOTES_MAX_LENGTH +
        2 * (DESCRIPTION_MAX_LENGTH + RESULT_CARD_EXTRA_CHARACTERS) +
        SURVEY_ANSWERS_CHARACTERS) +
    ENVELOPE_BYTES,
} as const;
