import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { transmissionModels } from '../../db/schema/index.js';
import type { LiveModel, ModelReconciliationPlan } from './model-reconciliation.js';

/**
 * Data access for a family's models when it is saved: which are live, and carrying out the plan
 * model-reconciliation.ts makes. No product rules here; run inside the save's transaction.
 */

/** The family's models that are not deleted, oldest first. */
export async function listLiveModels(db: Db, familyId: number): Promise<LiveModel[]> {
  return db
    .select({
      id: transmissionModels.id,
      name: transmissionModels.name,
      maxTorque: transmissionModels.maxTorque,
    })
    .from(transmissionModels)
    .where(and(eq(transmissionModels.familyId, familyId), eq(transmissionModels.isDeleted, false)))
    .orderBy(asc(transmissionModels.id));
}

/**
 * Carries out a reconciliation plan: updates in place, soft-deletes the removed models (the row and
 * its history stay), then inserts the new ones, all recorded as changed by `updatedBy` now.
 */
export async function applyModelPlan(
  db: Db,
  familyId: number,
  plan: ModelReconciliationPlan,
  updatedBy: string,
): Promise<void> {
  const now = new Date();
  for (const model of plan.updated) {
    await db
      .update(transmissionModels)
      .set({ name: model.name, maxTorque: model.maxTorque, updatedBy, timeStamp: now })
      .where(eq(transmissionModels.id, model.id));
  }
  if (plan.removedIds.length > 0) {
    await db
      .update(transmissionModels)
      .set({ isDeleted: true, updatedBy, timeStamp: now })
      .where(inArray(transmissionModels.id, [...plan.removedIds]));
  }
  if (plan.added.length > 0) {
    await db
      .insert(transmissionModels)
      .values(plan.added.map((model) => ({ familyId, ...model, updatedBy })));
  }
}
