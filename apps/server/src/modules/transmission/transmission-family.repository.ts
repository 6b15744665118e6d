import type { TransmissionFamily, TransmissionFamilyInput } from '@transmission-spec/domain';
import { asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  transmissionFamilies,
  transmissionLogs,
  transmissionModels,
  transmissionSupportLevels,
} from '../../db/schema/index.js';
import { familyColumns, supportRows, toTransmissionFamily } from './transmission-family.mapper.js';

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

/** Families that are not deleted, in rank order (ties by id), each with its models and support. */
export async function listFamilies(db: Db): Promise<TransmissionFamily[]> {
  const families = await db
    .select()
    .from(transmissionFamilies)
    .where(eq(transmissionFamilies.isDeleted, false))
    .orderBy(asc(transmissionFamilies.rank), asc(transmissionFamilies.id));
  return assemble(db, families);
}

/** One family by id, deleted or not; undefined when there is no such id. */
export async function findFamily(db: Db, id: number): Promise<TransmissionFamily | undefined> {
  const families = await db
    .select()
    .from(transmissionFamilies)
    .where(eq(transmissionFamilies.id, id));
  const [family] = await assemble(db, families);
  return family;
}

async function assemble(
  db: Db,
  families: (typeof transmissionFamilies.$inferSelect)[],
): Promise<TransmissionFamily[]> {
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
 * Appends a change-log entry holding the family as it now is. The image (up to 10 MB) stays out of
 * the snapshot; the log records whether there was one.
 */
export async function insertFamilyLog(
  db: Db,
  family: TransmissionFamily,
  updatedBy: string,
): Promise<void> {
  const snapshot = { ...family, image: family.image === null ? null : 'present' };
  await db.insert(transmissionLogs).values({ familyId: family.id, snapshot, updatedBy });
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
