import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { surveyResults } from '../../db/schema/index.js';

/**
 * Saved specs. Every read and write names the owner next to the id, so a spec of another user is
 * indistinguishable from one that does not exist. Each function takes the drizzle handle or a
 * transaction, so the service decides the transaction scope.
 */

/** What a save stores; notes are already sanitized, result and survey are checked JSON text. */
export interface NewSpecRecord {
  readonly ownerId: string;
  readonly title: string;
  readonly notes: string;
  readonly result: string;
  /** The top choice's name out of `result` ('' when there is none), shown by the list. */
  readonly topChoiceName: string;
  readonly survey: string;
  readonly version: string;
}

export type SpecRecord = typeof surveyResults.$inferSelect;

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

export async function insertSpec(db: Db, spec: NewSpecRecord): Promise<number> {
  const [row] = await db
    .insert(surveyResults)
    .values({ ...spec })
    .returning({ id: surveyResults.id });
  if (!row) throw new Error('insert into survey_results returned no row');
  return row.id;
}

/** A timestamptz as JavaScript's toISOString writes it: UTC, milliseconds, "Z". */
function isoUtc(column: AnyPgColumn) {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The owner's specs as the JSON text of GET /api/surveyresult: most recently edited first (id
 * breaks ties, newest first), each { id, title, result, createdAtUTC, lastEditedUTC } where result
 * is the top choice's name ('' when there is none).
 *
 * PostgreSQL builds the whole answer: only the listed columns are read (the top name is stored
 * beside the result when it is saved), and one text value crosses to Node instead of a row object
 * (with two parsed dates) per spec, which for 10,000 specs on the embedded database is most of the
 * cost.
 * The (owner_id, last_edited_at) index finds the owner's rows.
 */
export async function listSpecsJson(db: Db, ownerId: string): Promise<string> {
  const [row] = await db
    .select({
      list: sql<string>`coalesce(json_agg(json_build_object(
        'id', ${surveyResults.id}::text,
        'title', ${surveyResults.title},
        'result', ${surveyResults.topChoiceName},
        'createdAtUTC', ${isoUtc(surveyResults.createdAt)},
        'lastEditedUTC', ${isoUtc(surveyResults.lastEditedAt)}
      ) order by ${surveyResults.lastEditedAt} desc, ${surveyResults.id} desc), '[]')::text`,
    })
    .from(surveyResults)
    .where(eq(surveyResults.ownerId, ownerId));
  return row?.list ?? '[]';
}

export async function findSpec(
  db: Db,
  ownerId: string,
  id: number,
): Promise<SpecRecord | undefined> {
  const [row] = await db
    .select()
    .from(surveyResults)
    .where(and(eq(surveyResults.id, id), eq(surveyResults.ownerId, ownerId)))
    .limit(1);
  return row;
}

export interface SpecEdit {
  readonly title: string;
  readonly notes: string;
}

/** Saves a new title and notes and marks the spec edited now. */
export async function updateSpec(
  db: Db,
  ownerId: string,
  id: number,
  edit: SpecEdit,
): Promise<boolean> {
  const rows = await db
    .update(surveyResults)
    .set({ title: edit.title, notes: edit.notes, lastEditedAt: sql`now()` })
    .where(and(eq(surveyResults.id, id), eq(surveyResults.ownerId, ownerId)))
    .returning({ id: surveyResults.id });
  return rows.length > 0;
}
