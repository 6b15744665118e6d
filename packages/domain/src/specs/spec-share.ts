import { z } from 'zod';
import { SavedSpecDetailSchema, UtcDateTimeSchema } from './spec.js';

/**
 * Read-only links to a saved spec (issue 14, point 5). The owner makes one with
 * POST /api/surveyresult/{id}/share; anyone holding it reads the spec at /shared/{token} through
 * GET /api/shared/{token}. A spec has at most one live link: making another replaces it, and
 * DELETE stops sharing.
 */

/** Random bytes in a token: 256 bits, far beyond guessing. */
export const SHARE_TOKEN_BYTES = 32;
/** base64url without padding: 4 characters per 3 bytes, rounded up. */
export const SHARE_TOKEN_LENGTH = Math.ceil((SHARE_TOKEN_BYTES * 4) / 3);

const SHARE_TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${SHARE_TOKEN_LENGTH}}$`);

/** True when `text` has the shape of a token (it may still name no link). */
export function isShareTokenShape(text: string): boolean {
  return SHARE_TOKEN_PATTERN.test(text);
}

/** The web app's page for a token (WEB_ROUTE_PATHS lists its pattern). */
export function sharedSpecPath(token: string): string {
  return `/shared/${token}`;
}

/**
 * POST /api/surveyresult/{id}/share answer: the new link. Only now is the token known in full:
 * the server keeps its hash alone, so it cannot show the link again later.
 */
export const SpecShareLinkSchema = z.object({
  token: z.string().regex(SHARE_TOKEN_PATTERN),
  /** The page's full address on the app's public origin. */
  url: z.url(),
  createdAtUTC: UtcDateTimeSchema,
});
export type SpecShareLink = z.infer<typeof SpecShareLinkSchema>;

/** GET /api/surveyresult/{id}/share answer: whether a live link exists, and since when. */
export const SpecShareStateSchema = z.object({
  shared: z.boolean(),
  createdAtUTC: UtcDateTimeSchema.nullable(),
});
export type SpecShareState = z.infer<typeof SpecShareStateSchema>;

/**
 * GET /api/shared/{token} answer: the spec as its owner sees it (title, notes, the result and the
 * answers as JSON text, dates, version) and nothing of the account: no spec id, no owner.
 */
export const SharedSpecSchema = SavedSpecDetailSchema.omit({ id: true }).extend({
  lastEditedUTC: UtcDateTimeSchema,
});
export type SharedSpec = z.infer<typeof SharedSpecSchema>;
