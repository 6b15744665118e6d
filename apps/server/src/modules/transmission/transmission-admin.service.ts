import {
  DESCRIPTION_MAX_LENGTH,
  hasVisibleText,
  isFamilyNameTaken,
  MESSAGES,
  tooLongMessage,
  type RankUpdateList,
  type TransmissionFamily,
  type TransmissionLogEntry,
} from '@transmission-spec/domain';
import type { Db } from '../../db/database.js';
import { HttpError, notFound, validationFailed } from '../../errors/http-errors.js';
import { sanitizeRichText } from '../../rich-text/rich-text-sanitizer.js';
import { planModelReconciliation } from './model-reconciliation.js';
import {
  familyExists,
  findFamily,
  insertFamily,
  insertFamilyLog,
  listFamilies,
  listFamilyLogs,
  liveFamilyNames,
  liveFamilyRanks,
  lockFamilyNames,
  lockLiveFamily,
  markFamilyDeleted,
  setFamilyRank,
  toggleFamilyDisabled,
  updateFamily,
} from './transmission-family.repository.js';
import type { TransmissionForm } from './transmission-form.js';
import { setFamilyImage } from './transmission-image.repository.js';
import { applyModelPlan, listLiveModels } from './transmission-model.repository.js';

/**
 * The form with its description reduced to the rich-text allowlist. The stored, cleaned text must
 * still hold something visible and fit the limit (cleaning can lengthen it: "<" becomes "&lt;").
 */
function withCleanDescription(form: TransmissionForm): TransmissionForm {
  const description = sanitizeRichText(form.input.description);
  if (!hasVisibleText(description)) {
    throw validationFailed({ description: MESSAGES.requiredField });
  }
  if (description.length > DESCRIPTION_MAX_LENGTH) {
    throw validationFailed({ description: tooLongMessage(DESCRIPTION_MAX_LENGTH) });
  }
  return { ...form, input: { ...form.input, description } };
}

/**
 * The administrator's catalogue operations (SPEC 2, 4 and 7). Each change and its change-log entry
 * (the family as it now is, who, when) are written in one transaction, so there is never a change
 * without its log entry or a log entry for a change that did not happen. The database announces the
 * commit to every instance's catalogue cache (catalogue-cache.ts), so the next survey sees it.
 */
export interface TransmissionAdminService {
  list(): Promise<TransmissionFamily[]>;
  /** A live family; 404 for an unknown or deleted id. */
  get(id: number): Promise<TransmissionFamily>;
  create(form: TransmissionForm, by: string): Promise<number>;
  update(id: number, form: TransmissionForm, by: string): Promise<void>;
  /** Flips the disabled flag; returns the new value. */
  toggleDisabled(id: number, by: string): Promise<boolean>;
  remove(id: number, by: string): Promise<void>;
  /** Sets the listed families' ranks (shared ranks allowed); 404 if any id is not a live family. */
  updateRanks(items: RankUpdateList, by: string): Promise<void>;
  /** Newest first: index 0 the current record, index 1 the previous one. 404 for an unknown id. */
  logs(id: number): Promise<TransmissionLogEntry[]>;
}

/**
 * Refuses a name another live family has (trimmed, any case): two families under one name made the
 * list, the rank message and My Specs ambiguous. 409, since the body is valid on its own and
 * conflicts with the catalogue as it is; `fields.name` puts the message beside the form's field.
 * Holds the name lock until the transaction ends, so the check and the write are one step.
 */
async function assertNameFree(tx: Db, name: string, exceptId?: number): Promise<void> {
  await lockFamilyNames(tx);
  if (isFamilyNameTaken(name, await liveFamilyNames(tx, exceptId))) {
    throw new HttpError('CONFLICT', MESSAGES.duplicateFamilyName, {
      name: MESSAGES.duplicateFamilyName,
    });
  }
}

async function logCurrentState(tx: Db, id: number, by: string): Promise<TransmissionFamily> {
  const family = await findFamily(tx, id);
  if (!family) throw new Error(`family ${String(id)} vanished inside its own transaction`);
  await insertFamilyLog(tx, family, by);
  return family;
}

/** Runs `change` on a locked live family, then logs the result; 404 when there is none. */
async function changeLiveFamily(
  db: Db,
  id: number,
  by: string,
  change: (tx: Db) => Promise<void>,
): Promise<TransmissionFamily> {
  return db.transaction(async (tx) => {
    if (!(await lockLiveFamily(tx, id))) throw notFound();
    await change(tx);
    return logCurrentState(tx, id, by);
  });
}

/** A logged snapshot: those saved before families had gear ratios lack the key. */
type LoggedFamily = Omit<TransmissionFamily, 'gearRatios'> & {
  gearRatios?: TransmissionFamily['gearRatios'];
};

/** The snapshot as a family: one logged before ratios existed had none. */
function withGearRatios(snapshot: LoggedFamily): TransmissionFamily {
  return { ...snapshot, gearRatios: snapshot.gearRatios ?? null };
}

export interface TransmissionAdminServiceDeps {
  readonly db: Db;
}

export function createTransmissionAdminService({
  db,
}: TransmissionAdminServiceDeps): TransmissionAdminService {
  return {
    list: () => listFamilies(db),

    async get(id) {
      const family = await findFamily(db, id);
      if (!family || family.isDeleted) throw notFound();
      return family;
    },

    create(form, by) {
      const { input, image } = withCleanDescription(form);
      return db.transaction(async (tx) => {
        await assertNameFree(tx, input.name);
        const id = await insertFamily(tx, input, by);
        if (image) await setFamilyImage(tx, id, image.bytes, image.mime);
        await logCurrentState(tx, id, by);
        return id;
      });
    },

    async update(id, form, by) {
      const { input, sentIsDisabled, sentGearRatios, image } = withCleanDescription(form);
      await changeLiveFamily(db, id, by, async (tx) => {
        await assertNameFree(tx, input.name, id);
        await updateFamily(tx, id, input, by, {
          keepDisabled: !sentIsDisabled,
          keepGearRatios: !sentGearRatios,
        });
        const plan = planModelReconciliation(await listLiveModels(tx, id), input.modelTorques);
        await applyModelPlan(tx, id, plan, by);
        if (image) await setFamilyImage(tx, id, image.bytes, image.mime);
      });
    },

    async toggleDisabled(id, by) {
      const family = await changeLiveFamily(db, id, by, (tx) => toggleFamilyDisabled(tx, id, by));
      return family.isDisabled;
    },

    async remove(id, by) {
      await changeLiveFamily(db, id, by, (tx) => markFamilyDeleted(tx, id, by));
    },

    async updateRanks(items, by) {
      await db.transaction(async (tx) => {
        const current = await liveFamilyRanks(
          tx,
          items.map((item) => item.Id),
        );
        if (items.some((item) => !current.has(item.Id))) throw notFound();
        // Only families whose rank really changes get a log entry: the others did not change.
        for (const { Id, Rank } of items) {
          if (current.get(Id) === Rank) continue;
          await setFamilyRank(tx, Id, Rank, by);
          await logCurrentState(tx, Id, by);
        }
      });
    },

    async logs(id) {
      if (!(await familyExists(db, id))) throw notFound();
      const rows = await listFamilyLogs(db, id, 2);
      return rows.map((row) => ({
        transmissionModel: withGearRatios(row.snapshot as LoggedFamily),
        updatedBy: row.updatedBy,
        timeStamp: row.timeStamp.toISOString(),
      }));
    },
  };
}
