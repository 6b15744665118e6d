import {
  copySpecTitle,
  SPEC_BYTES_PER_USER_MAX,
  SPEC_NOTES_MAX_LENGTH,
  SPECS_PER_USER_MAX,
  SurveyAnswersSchema,
  tooLongMessage,
  type CreateSpecRequest,
  type SpecPageRequest,
  type TransmissionFamily,
  type UpdateSpecRequest,
} from '@transmission-spec/domain';
import type { Db } from '../../db/database.js';
import { sanitizeRichText } from '../../rich-text/rich-text-sanitizer.js';
import { HttpError, notFound, validationFailed } from '../../errors/http-errors.js';
import type { SurveyService } from '../survey/survey.service.js';
import type { CatalogueCache } from '../transmission/catalogue-cache.js';
import { cardsJson, cardsOf, presentSpecContent } from './saved-spec-content.js';
import type { SpecDetailResponse } from './spec.schemas.js';
import {
  findSpec,
  insertSpec,
  listSpecPageJson,
  listSpecsJson,
  lockOwnerAndMeasure,
  markSpecDeleted,
  purgeDeletedSpecs,
  recordBytes,
  restorableSpecBytes,
  unmarkSpecDeleted,
  titleAndNotesBytes,
  updateSpec,
  type SpecRecord,
} from './spec.repository.js';
import { parseSpecId } from './owned-spec.js';

/**
 * Saved specs of one signed-in owner (SPEC 2, 3 and 7). Inputs arrive checked by the route schemas
 * (title trimmed, version '1.0', result and survey JSON of the right shape, every string bounded);
 * this adds what needs the server: notes sanitizing, the server's own recommendation in place of
 * the client's copy, the catalogue's current text on every read, ownership, the per-owner limits,
 * and one transaction per save (decision 082).
 */

/**
 * Sanitizing can lengthen notes (links gain rel and target, a bare "<" becomes "&lt;"); what is
 * stored must still respect the limit, so it is checked again on the stored form.
 */
function cleanNotes(notes: string): string {
  const clean = sanitizeRichText(notes);
  if (clean.length > SPEC_NOTES_MAX_LENGTH) {
    throw validationFailed({ notes: tooLongMessage(SPEC_NOTES_MAX_LENGTH) });
  }
  return clean;
}

/** An id from a path that names none of the owner's specs (or cannot name any) answers 404. */
function specIdOrNotFound(text: string): number {
  const id = parseSpecId(text);
  if (id === undefined) throw notFound();
  return id;
}

function toDetail(row: SpecRecord, live: readonly TransmissionFamily[]): SpecDetailResponse {
  return {
    id: String(row.id),
    title: row.title,
    ...presentSpecContent(row, live),
    createdAtUTC: row.createdAt.toISOString(),
    lastEditedUTC: row.lastEditedAt.toISOString(),
    // Only '1.0' is ever written; the response schema refuses to send anything else.
    version: row.version as SpecDetailResponse['version'],
  };
}

export interface SpecServiceDeps {
  readonly db: Db;
  /** Recommends again for the saved answers: the spec stores the server's own result. */
  readonly surveys: Pick<SurveyService, 'recompute'>;
  /** The catalogue whose current text and links every read shows. */
  readonly catalogue: Pick<CatalogueCache, 'live'>;
}

export function createSpecService({ db, surveys, catalogue }: SpecServiceDeps) {
  return {
    /**
     * Stores the server's recommendation for the saved answers against the catalogue as it is now,
     * whatever `result` held (the route has checked its shape and bounds): the same cards when the
     * client echoes what it was answered, the current catalogue's when it changed since the survey,
     * and never text or links the client made up.
     */
    async create(ownerId: string, request: CreateSpecRequest): Promise<{ id: string }> {
      const notes = cleanNotes(request.notes);
      const answers = SurveyAnswersSchema.parse(JSON.parse(request.survey));
      const cards = cardsOf(await surveys.recompute(answers));
      const record = {
        ownerId,
        title: request.title,
        notes,
        result: cardsJson(cards),
        topChoiceName: cards.topChoice?.name ?? '',
        survey: request.survey,
        version: request.version,
      };
      const bytes = recordBytes(record);
      const id = await db.transaction(async (tx) => {
        // Under the owner's row lock, so parallel saves cannot pass the limits together.
        const usage = await lockOwnerAndMeasure(tx, ownerId);
        if (usage.specs >= SPECS_PER_USER_MAX) throw new HttpError('SPEC_LIMIT_REACHED');
        if (usage.bytes + bytes > SPEC_BYTES_PER_USER_MAX) {
          throw new HttpError('SPEC_STORAGE_FULL');
        }
        return insertSpec(tx, record);
      });
      return { id: String(id) };
    },

    /** The owner's specs as JSON text, built by the database (see listSpecsJson). */
    list(ownerId: string): Promise<string> {
      return listSpecsJson(db, ownerId);
    },

    /** One page of the owner's specs and their total, as JSON text (see listSpecPageJson). */
    page(ownerId: string, request: SpecPageRequest): Promise<string> {
      return listSpecPageJson(db, ownerId, request);
    },

    async get(ownerId: string, idText: string): Promise<SpecDetailResponse> {
      const row = await findSpec(db, ownerId, specIdOrNotFound(idText));
      if (!row) throw notFound();
      return toDetail(row, await catalogue.live());
    },

    /**
     * A new title and notes. An edit that grows the spec must keep the owner within
     * SPEC_BYTES_PER_USER_MAX; one that does not grow it is always stored, so an owner over the
     * quota (specs saved before it) can still shorten notes.
     */
    async update(ownerId: string, idText: string, request: UpdateSpecRequest): Promise<void> {
      const id = specIdOrNotFound(idText);
      const notes = cleanNotes(request.notes);
      const edit = { title: request.title, notes };
      const newBytes = Buffer.byteLength(edit.title, 'utf8') + Buffer.byteLength(notes, 'utf8');
      const updated = await db.transaction(async (tx) => {
        const usage = await lockOwnerAndMeasure(tx, ownerId);
        const oldBytes = await titleAndNotesBytes(tx, ownerId, id);
        if (oldBytes === undefined) return false;
        if (newBytes > oldBytes && usage.bytes - oldBytes + newBytes > SPEC_BYTES_PER_USER_MAX) {
          throw new HttpError('SPEC_STORAGE_FULL');
        }
        return updateSpec(tx, ownerId, id, edit);
      });
      if (!updated) throw notFound();
    },

    /**
     * Deletes the spec for the owner and everyone holding its link at once, restorable for
     * SPEC_RESTORE_WINDOW_SECONDS (decision 089).
     */
    async remove(ownerId: string, idText: string): Promise<void> {
      const id = specIdOrNotFound(idText);
      if (!(await markSpecDeleted(db, ownerId, id))) throw notFound();
    },

    /**
     * Undoes a delete within the window. The deleted spec stopped counting against the owner's
     * limits, so it must fit them again, like a new save.
     */
    async restore(ownerId: string, idText: string): Promise<void> {
      const id = specIdOrNotFound(idText);
      await db.transaction(async (tx) => {
        const usage = await lockOwnerAndMeasure(tx, ownerId);
        const bytes = await restorableSpecBytes(tx, ownerId, id);
        if (bytes === undefined) throw notFound();
        if (usage.specs >= SPECS_PER_USER_MAX) throw new HttpError('SPEC_LIMIT_REACHED');
        if (usage.bytes + bytes > SPEC_BYTES_PER_USER_MAX) throw new HttpError('SPEC_STORAGE_FULL');
        await unmarkSpecDeleted(tx, ownerId, id);
      });
    },

    /**
     * A new spec holding the same answers, result and notes under "Copy of <title>", within the
     * owner's limits like any save. The result is copied as stored: the server made it when the
     * original was saved. A share link is not copied.
     */
    async copy(ownerId: string, idText: string): Promise<{ id: string }> {
      const id = specIdOrNotFound(idText);
      const copyId = await db.transaction(async (tx) => {
        const usage = await lockOwnerAndMeasure(tx, ownerId);
        const original = await findSpec(tx, ownerId, id);
        if (!original) throw notFound();
        const record = {
          ownerId,
          title: copySpecTitle(original.title),
          notes: original.notes,
          result: original.result,
          topChoiceName: original.topChoiceName,
          survey: original.survey,
          version: original.version,
        };
        if (usage.specs >= SPECS_PER_USER_MAX) throw new HttpError('SPEC_LIMIT_REACHED');
        if (usage.bytes + recordBytes(record) > SPEC_BYTES_PER_USER_MAX) {
          throw new HttpError('SPEC_STORAGE_FULL');
        }
        return insertSpec(tx, record);
      });
      return { id: String(copyId) };
    },

    /** Erases the specs deleted longer ago than the restore window; answers how many. */
    purgeDeleted(): Promise<number> {
      return purgeDeletedSpecs(db);
    },
  };
}

export type SpecService = ReturnType<typeof createSpecService>;
