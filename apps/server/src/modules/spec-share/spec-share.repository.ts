import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { specShares, surveyResults } from '../../db/schema/index.js';
import { ownedLiveSpec } from '../specs/owned-spec.js';

/**
 * Share links of saved specs. The owner's calls name the owner beside the spec id, as every
 * saved-spec query does, so another user's spec behaves as one that does not exist.
 */

/**
 * Makes `tokenHash` the spec's one link, replacing any earlier link, in one statement: the row is
 * written only if the spec exists and is the owner's, so a spec deleted meanwhile gets no link.
 * Answers when the link was made, or undefined when the owner has no such spec.
 */
export async function replaceShare(
  db: Db,
  ownerId: string,
  specId: number,
  tokenHash: string,
): Promise<Date | undefined> {
  const [row] = await db
    .insert(specShares)
    .select(
      db
        .select({
          specId: surveyResults.id,
          tokenHash: sql<string>`${tokenHash}`.as('token_hash'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(surveyResults)
        .where(ownedLiveSpec(ownerId, specId)),
    )
    .onConflictDoUpdate({
      target: specShares.specId,
      set: { tokenHash: sql`excluded.token_hash`, createdAt: sql`excluded.created_at` },
    })
    .returning({ createdAt: specShares.createdAt });
  return row?.createdAt;
}

/**
 * The owner's spec and its link: undefined when the owner has no such spec, else when its live
 * link was made (null when it is not shared).
 */
export async function findShareOfOwnedSpec(
  db: Db,
  ownerId: string,
  specId: number,
): Promise<{ sharedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ sharedAt: specShares.createdAt })
    .from(surveyResults)
    .leftJoin(specShares, eq(specShares.specId, surveyResults.id))
    .where(ownedLiveSpec(ownerId, specId))
    .limit(1);
  return row;
}

/** Ends the spec's link, if it has one. */
export async function deleteShare(db: Db, specId: number): Promise<void> {
  await db.delete(specShares).where(eq(specShares.specId, specId));
}

/** What a link shows: the spec's own fields, nothing of its owner. */
export interface SharedSpecRecord {
  readonly title: string;
  readonly notes: string;
  readonly result: string;
  readonly survey: string;
  readonly version: string;
  readonly createdAt: Date;
  readonly lastEditedAt: Date;
}

/**
 * The spec a live link names, found by the token's hash through its unique index. Looking up the
 * hash rather than the token keeps the lookup safe against timing: how long the index search takes
 * can at most hint at the leading characters of a stored hash, and knowing a hash does not give
 * the token.
 */
export async function findSharedSpec(
  db: Db,
  tokenHash: string,
): Promise<SharedSpecRecord | undefined> {
  const [row] = await db
    .select({
      title: surveyResults.title,
      notes: surveyResults.notes,
      result: surveyResults.result,
      survey: surveyResults.survey,
      version: surveyResults.version,
      createdAt: surveyResults.createdAt,
      lastEditedAt: surveyResults.lastEditedAt,
    })
    .from(specShares)
    .innerJoin(surveyResults, eq(surveyResults.id, specShares.specId))
    // A deleted spec's link answers as an unknown one until a restore brings it back.
    .where(and(eq(specShares.tokenHash, tokenHash), isNull(surveyResults.deletedAt)))
    .limit(1);
  return row;
}
