import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { surveyResults } from '../../db/schema/index.js';

/**
 * What names one saved spec of one owner, shared by this module's repository and spec-share's (a
 * link is made only for the owner's live spec): other modules use this file, never the repository.
 */

/**
 * The owner's live spec `id`: every read and write of a spec goes through this, so a deleted spec
 * (decision 089) is one that does not exist until it is restored.
 */
export function ownedLiveSpec(ownerId: string, id: number): SQL | undefined {
  return and(
    eq(surveyResults.id, id),
    eq(surveyResults.ownerId, ownerId),
    isNull(surveyResults.deletedAt),
  );
}

/** The largest value of the integer id column; a larger number cannot name a spec. */
const MAX_SPEC_ID = 2_147_483_647;

/**
 * The numeric id in a /spec/{id} path, or undefined when the text cannot be one (letters, signs,
 * leading zeros, out of range), which the caller answers like any unknown id.
 */
export function parseSpecId(text: string): number | undefined {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_SPEC_ID ? id : undefined;
}
