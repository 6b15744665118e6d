import type { TransmissionFamily, TransmissionFamilyInput } from '@transmission-spec/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  max,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  transmissionFamilies,
  transmissionLogs,
  transmissionModels,
  transmissionSupportLevels,
} from '../../db/schema/index.js';
import {
  familyColumns,
  supportRows,
  toTransmissionFamily,
  type FamilyRow,
} from './transmission-family.mapper.js';

/**
 * Data access for transmission families: rows in, domain shapes out, no product rules. Every
 * function takes the drizzle handle (or a transaction) so callers decide the transaction scope.
 */

/** Every family row, deleted ones included: the seed only runs on a database that never had any. */
export async function countFamilies(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(transmissionFamilies);
  return row?.total ?? 0;
}

/**
 * Inserts a validated family with its models and support levels, atomically (a savepoint when `db`
 * is already a transaction). A family without a rank goes last. Returns the new id.
 */
export async function insertFamily(
  db: Db,
  input: TransmissionFamilyInput,
  updatedBy: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rank = input.rank ?? (await nextRank(tx));
    const [family] = await tx
      .insert(transmissionFamilies)
      .values(familyColumns(input, rank, updatedBy))
      .returning({ id: transmissionFamilies.id });
    if (!family) throw new Error('insert into transmission_families returned no row');
    if (input.modelTorques.length > 0) {
      await tx.insert(transmissionModels).values(
        input.modelTorques.map((model) => ({
          familyId: family.id,
          name: model.name,
          maxTorque: model.maxTorque,
          isDeleted: model.isDeleted,
          updatedBy,
        })),
      );
    }
    const support = supportRows(family.id, input);
    if (support.length > 0) await tx.insert(transmissionSupportLevels).values(support);
    return family.id;
  });
}

async function nextRank(db: Db): Promise<number> {
  const [row] = await db
    .select({ highest: max(transmissionFamilies.rank) })
    .from(transmissionFamilies);
  return (row?.highest ?? 0) + 1;
}

/**
 * The image's version: a hash of its bytes, computed by the database so that listing families never
 * moves the images themselves (up to 10 MB each) into the server.
 */
export const imageVersion = sql<string | null>`left(md5(${transmissionFamilies.image}), 16)`.as(
  'image_version',
);

function omitKey<T extends object, K extends keyof T>(object: T, key: K): Omit<T, K> {
  const copy = { ...object };
  Reflect.deleteProperty(copy, key);
  return copy;
}

/** Every family column but the image bytes, plus the image version. */
function familyRowColumns() {
  return { ...omitKey(getTableColumns(transmissionFamilies), 'image'), imageVersion };
}

function selectFamilyRows(db: Db, where: SQL | undefined): Promise<FamilyRow[]> {
  return db
    .select(familyRowColumns())
    .from(transmissionFamilies)
    .where(where)
    .orderBy(asc(transmissionFamilies.rank), asc(transmissionFamilies.id));
}

/** Families that are not deleted, in rank order (ties by id), each with its models and support. */
export async function listFamilies(db: Db): Promise<TransmissionFamily[]> {
  return assemble(db, await selectFamilyRows(db, eq(transmissionFamilies.isDeleted, false)));
}

/** One family by id, deleted or not; undefined when there is no such id. */
export async function findFamily(db: Db, id: number): Promise<TransmissionFamily | undefined> {
  const [family] = await assemble(db, await selectFamilyRows(db, eq(transmissionFamilies.id, id)));
  return family;
}

async function assemble(db: Db, families: FamilyRow[]): Promise<TransmissionFamily[]> {
  if (families.length === 0) return [];
  const ids = families.map((family) => family.id);
  const [models, support] = await Promise.all([
    db
      .select()
      .from(transmissionModels)
      .where(inArray(transmissionModels.familyId, ids))
      .orderBy(asc(transmissionModels.id)),
    db
      .select()
      .from(transmissionSupportLevels)
      .where(inArray(transmissionSupportLevels.familyId, ids)),
  ]);
  return families.map((family) =>
    toTransmissionFamily(
      family,
      models.filter((model) => model.familyId === family.id),
      support.filter((row) => row.familyId === family.id),
    ),
  );
}

/**
 * Appends a change-log entry holding the family as it now is. The image bytes (up to 10 MB) stay out
 * of the snapshot; its versioned URL is kept, so a changed image shows as a changed value.
 */
export async function insertFamilyLog(
  db: Db,
  family: TransmissionFamily,
  updatedBy: string,
): Promise<void> {
  await db.insert(transmissionLogs).values({ familyId: family.id, snapshot: family, updatedBy });
}

/** The family's change-log snapshots, newest first. */
export async function listFamilyLogs(db: Db, familyId: number, limit = 2) {
  return db
    .select({
      snapshot: transmissionLogs.snapshot,
      updatedBy: transmissionLogs.updatedBy,
      timeStamp: transmissionLogs.timeStamp,
    })
    .from(transmissionLogs)
    .where(eq(transmissionLogs.familyId, familyId))
    .orderBy(desc(transmissionLogs.timeStamp), desc(transmissionLogs.id))
    .limit(limit);
}

/**
 * Locks a live (not deleted) family's row until the transaction ends, so two admins saving the same
 * family one after the other each log the state their own change produced. False when there is no
 * such live family.
 */
export async function lockLiveFamily(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: transmissionFamilies.id })
    .from(transmissionFamilies)
    .where(and(eq(transmissionFamilies.id, id), eq(transmissionFamilies.isDeleted, false)))
    .for('update');
  return rows.length > 0;
}

/** True when a family with this id was ever created (deleted ones included). */
export async function familyExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: transmissionFamilies.id })
    .from(transmissionFamilies)
    .where(eq(transmissionFamilies.id, id));
  return rows.length > 0;
}

/**
 * Replaces a family's fields and support levels with a validated input; a family sent without a
 * rank keeps its rank. With `keepDisabled` the disabled flag stays as it is, and with
 * `keepGearRatios` the gear ratios do (the form did not send them). Its models are reconciled by the service (model-reconciliation.ts, then
 * transmission-model.repository.ts). Run inside a transaction after lockLiveFamily.
 */
export async function updateFamily(
  db: Db,
  id: number,
  input: TransmissionFamilyInput,
  updatedBy: string,
  {
    keepDisabled = false,
    keepGearRatios = false,
  }: { keepDisabled?: boolean; keepGearRatios?: boolean } = {},
): Promise<void> {
  const { rank, isDisabled, gearRatios, ...columns } = familyColumns(
    input,
    input.rank ?? 0,
    updatedBy,
  );
  await db
    .update(transmissionFamilies)
    .set({
      ...columns,
      ...(input.rank === undefined ? {} : { rank }),
      ...(keepDisabled ? {} : { isDisabled }),
      ...(keepGearRatios ? {} : { gearRatios }),
      timeStamp: new Date(),
    })
    .where(eq(transmissionFamilies.id, id));

  await db.delete(transmissionSupportLevels).where(eq(transmissionSupportLevels.familyId, id));
  const support = supportRows(id, input);
  if (support.length > 0) await db.insert(transmissionSupportLevels).values(support);
}

/** Flips the disabled flag of a family; records who and when. */
export async function toggleFamilyDisabled(db: Db, id: number, updatedBy: string): Promise<void> {
  await db
    .update(transmissionFamilies)
    .set({
      isDisabled: sql`not ${transmissionFamilies.isDisabled}`,
      updatedBy,
      timeStamp: new Date(),
    })
    .where(eq(transmissionFamilies.id, id));
}

/** Soft delete: the row, its models and its logs stay; every list and recommendation skips it. */
export async function markFamilyDeleted(db: Db, id: number, updatedBy: string): Promise<void> {
  await db
    .update(transmissionFamilies)
    .set({ isDeleted: true, updatedBy, timeStamp: new Date() })
    .where(eq(transmissionFamilies.id, id));
}

/** Current ranks of the live families among `ids`, by id (deleted or unknown ids are absent). */
export async function liveFamilyRanks(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: transmissionFamilies.id, rank: transmissionFamilies.rank })
    .from(transmissionFamilies)
    .where(
      and(inArray(transmissionFamilies.id, [...ids]), eq(transmissionFamilies.isDeleted, false)),
    )
    .orderBy(asc(transmissionFamilies.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row.rank]));
}

/** Sets one family's rank; records who and when. */
export async function setFamilyRank(
  db: Db,
  id: number,
  rank: number,
  updatedBy: string,
): Promise<void> {
  await db
    .update(transmissionFamilies)
    .set({ rank, updatedBy, timeStamp: new Date() })
    .where(eq(transmissionFamilies.id, id));
}

/** Advisory lock key of family names; unique beside db/migrations.ts's migration and seed keys. */
const FAMILY_NAME_LOCK_KEY = 7_301_003;

/**
 * Holds the family-name lock until the transaction ends: the name check and the write that follows
 * it run one save at a time, so two admins adding the same new name cannot both pass the check.
 */
export async function lockFamilyNames(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(FAMILY_NAME_LOCK_KEY))})`);
}

/** Names of the live families, except the family `exceptId` (the one being saved). */
export async function liveFamilyNames(db: Db, exceptId?: number): Promise<string[]> {
  const live = eq(transmissionFamilies.isDeleted, false);
  const rows = await db
    .select({ name: transmissionFamilies.name })
    .from(transmissionFamilies)
    .where(exceptId === undefined ? live : and(live, ne(transmissionFamilies.id, exceptId)));
  return rows.map((row) => row.name);
}
