import {
  SPEC_RESTORE_WINDOW_SECONDS,
  type SpecPageRequest,
  type SpecSortField,
} from '@transmission-spec/domain';
import { and, count, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { surveyResults, users } from '../../db/schema/index.js';
import { ownedLiveSpec } from './owned-spec.js';

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

/**
 * The bytes a spec counts against its owner's quota (SPEC_BYTES_PER_USER_MAX): the UTF-8 length of
 * every text it stores. octet_length reads a long value's stored size without decompressing it.
 */
const specBytes = sql<string>`octet_length(${surveyResults.title}) + octet_length(${surveyResults.notes})
  + octet_length(${surveyResults.result}) + octet_length(${surveyResults.survey})
  + octet_length(${surveyResults.topChoiceName})`;

/** The same count for a record about to be stored, as specBytes counts it once stored. */
export function recordBytes(record: Omit<NewSpecRecord, 'ownerId' | 'version'>): number {
  const { title, notes, result, survey, topChoiceName } = record;
  return [title, notes, result, survey, topChoiceName].reduce(
    (sum, text) => sum + Buffer.byteLength(text, 'utf8'),
    0,
  );
}

/** How much an owner stores: specs and their bytes (see specBytes). */
export interface OwnerUsage {
  readonly specs: number;
  readonly bytes: number;
}

/**
 * Takes the owner's row lock for the rest of the transaction and answers how much they store.
 * Saves and edits of one owner queue on the lock, so check-then-write never lets two parallel
 * saves both see room for one more; other owners are not held up.
 */
export async function lockOwnerAndMeasure(db: Db, ownerId: string): Promise<OwnerUsage> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
  const [row] = await db
    .select({ specs: count(), bytes: sql<string>`coalesce(sum(${specBytes}), 0)::text` })
    .from(surveyResults)
    // A deleted spec no longer counts: deleting makes room at once, and a restore is checked again.
    .where(and(eq(surveyResults.ownerId, ownerId), isNull(surveyResults.deletedAt)));
  return { specs: row?.specs ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/** The bytes the owner's spec `id` stores now for its title and notes; undefined: no such spec. */
export async function titleAndNotesBytes(
  db: Db,
  ownerId: string,
  id: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({
      bytes: sql<number>`(octet_length(${surveyResults.title}) + octet_length(${surveyResults.notes}))::int`,
    })
    .from(surveyResults)
    .where(ownedLiveSpec(ownerId, id));
  return row?.bytes;
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
function isoUtc(column: AnyPgColumn | SQL) {
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
    .where(and(eq(surveyResults.ownerId, ownerId), isNull(surveyResults.deletedAt)));
  return row?.list ?? '[]';
}

/** What each sortable column orders by: names ignore letter case; id breaks ties. */
const SORT_EXPRESSIONS: Readonly<Record<SpecSortField, SQL>> = {
  title: sql`lower(${surveyResults.title})`,
  result: sql`lower(${surveyResults.topChoiceName})`,
  createdAtUTC: sql`${surveyResults.createdAt}`,
  lastEditedUTC: sql`${surveyResults.lastEditedAt}`,
};

/**
 * One page of the owner's specs as the JSON text of GET /api/surveyresult?page=...: { items, total,
 * page, pageSize }, items shaped as in listSpecsJson. Built by PostgreSQL like the full list.
 *
 * The inner query reads only the page's rows in order: each sort has an index on (owner, sort key,
 * id) (migration 0008), so the scan stops after offset + pageSize rows instead of sorting every
 * spec, and the dates are formatted for the page's rows only, after the limit. The outer json_agg
 * orders by the same key again (20-100 rows), since aggregate input order is not guaranteed.
 */
export async function listSpecPageJson(
  db: Db,
  ownerId: string,
  request: SpecPageRequest,
): Promise<string> {
  const direction = request.order === 'asc' ? sql.raw('asc') : sql.raw('desc');
  const offset = (request.page - 1) * request.pageSize;
  const result = await db.execute(sql`
    select json_build_object(
      'items', coalesce((
        select json_agg(json_build_object(
          'id', paged.id::text,
          'title', paged.title,
          'result', paged.top_choice_name,
          'createdAtUTC', ${isoUtc(sql.raw('paged.created_at'))},
          'lastEditedUTC', ${isoUtc(sql.raw('paged.last_edited_at'))}
        ) order by paged.sort_key ${direction}, paged.id ${direction})
        from (
          select ${surveyResults.id} as id, ${surveyResults.title} as title,
            ${surveyResults.topChoiceName} as top_choice_name,
            ${surveyResults.createdAt} as created_at,
            ${surveyResults.lastEditedAt} as last_edited_at,
            ${SORT_EXPRESSIONS[request.sort]} as sort_key
          from ${surveyResults}
          where ${surveyResults.ownerId} = ${ownerId} and ${surveyResults.deletedAt} is null
          order by ${SORT_EXPRESSIONS[request.sort]} ${direction}, ${surveyResults.id} ${direction}
          limit ${request.pageSize} offset ${offset}
        ) as paged
      ), '[]'::json),
      'total', (select count(*) from ${surveyResults}
        where ${surveyResults.ownerId} = ${ownerId} and ${surveyResults.deletedAt} is null),
      'page', ${request.page}::int,
      'pageSize', ${request.pageSize}::int
    )::text as page`);
  // Both drivers answer { rows }: node-postgres' QueryResult and PGlite's Results.
  const [row] = (result as { rows: { page: string }[] }).rows;
  if (!row) throw new Error('the spec page query returned no row');
  return row.page;
}

export async function findSpec(
  db: Db,
  ownerId: string,
  id: number,
): Promise<SpecRecord | undefined> {
  const [row] = await db.select().from(surveyResults).where(ownedLiveSpec(ownerId, id)).limit(1);
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
    .where(ownedLiveSpec(ownerId, id))
    .returning({ id: surveyResults.id });
  return rows.length > 0;
}

/** The window in which a deleted spec can still be restored, as SQL. */
const restoreWindow = sql`make_interval(secs => ${SPEC_RESTORE_WINDOW_SECONDS})`;

/**
 * Marks the owner's live spec deleted now (decision 089); false when there is none. Its share row
 * stays, so a restore brings the link back; the link answers 404 meanwhile.
 */
export async function markSpecDeleted(db: Db, ownerId: string, id: number): Promise<boolean> {
  const rows = await db
    .update(surveyResults)
    .set({ deletedAt: sql`now()` })
    .where(ownedLiveSpec(ownerId, id))
    .returning({ id: surveyResults.id });
  return rows.length > 0;
}

/**
 * The bytes of the owner's spec `id` deleted within the restore window (see specBytes), or
 * undefined when there is no such spec: never deleted, another user's, or deleted too long ago.
 */
export async function restorableSpecBytes(
  db: Db,
  ownerId: string,
  id: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ bytes: sql<string>`(${specBytes})::text` })
    .from(surveyResults)
    .where(
      and(
        eq(surveyResults.id, id),
        eq(surveyResults.ownerId, ownerId),
        sql`${surveyResults.deletedAt} > now() - ${restoreWindow}`,
      ),
    );
  return row ? Number(row.bytes) : undefined;
}

/** Makes a deleted spec live again, as it was (its dates and share row included). */
export async function unmarkSpecDeleted(db: Db, ownerId: string, id: number): Promise<void> {
  await db
    .update(surveyResults)
    .set({ deletedAt: null })
    .where(and(eq(surveyResults.id, id), eq(surveyResults.ownerId, ownerId)));
}

/**
 * Erases every spec deleted longer ago than the restore window, with its share row (the foreign
 * key cascades). Answers how many were erased.
 */
export async function purgeDeletedSpecs(db: Db): Promise<number> {
  const rows = await db
    .delete(surveyResults)
    .where(
      and(
        isNotNull(surveyResults.deletedAt),
        lt(surveyResults.deletedAt, sql`now() - ${restoreWindow}`),
      ),
    )
    .returning({ id: surveyResults.id });
  return rows.length;
}
