import {
  SPEC_NOTES_MAX_LENGTH,
  SPECS_PER_USER_MAX,
  tooLongMessage,
  type CreateSpecRequest,
  type SpecPageRequest,
  type UpdateSpecRequest,
} from '@transmission-spec/domain';
import type { Db } from '../../db/database.js';
import { sanitizeRichText } from '../../rich-text/rich-text-sanitizer.js';
import { HttpError, notFound, validationFailed } from '../../errors/http-errors.js';
import type { SpecDetailResponse } from './survey-result.schemas.js';
import {
  findSpec,
  insertSpec,
  listSpecPageJson,
  listSpecsJson,
  lockOwnerAndCountSpecs,
  parseSpecId,
  updateSpec,
  type SpecRecord,
} from './survey-result.repository.js';

/**
 * Saved specs of one signed-in owner (SPEC 2, 3 and 7). Inputs arrive checked by the route schemas
 * (title trimmed, version '1.0', result and survey JSON of the right shape); this adds what needs
 * the server: notes sanitizing, ownership, and one transaction per save.
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

/** The top choice's name in result JSON text the request schema has already checked. */
function topChoiceNameOf(result: string): string {
  const parsed = JSON.parse(result) as { topChoice?: { name?: unknown } | null };
  const name = parsed.topChoice?.name;
  return typeof name === 'string' ? name : '';
}

function toDetail(row: SpecRecord): SpecDetailResponse {
  return {
    id: String(row.id),
    title: row.title,
    notes: row.notes,
    result: row.result,
    survey: row.survey,
    createdAtUTC: row.createdAt.toISOString(),
    lastEditedUTC: row.lastEditedAt.toISOString(),
    // Only '1.0' is ever written; the response schema refuses to send anything else.
    version: row.version as SpecDetailResponse['version'],
  };
}

export interface SurveyResultServiceDeps {
  readonly db: Db;
}

export function createSurveyResultService({ db }: SurveyResultServiceDeps) {
  return {
    async create(ownerId: string, request: CreateSpecRequest): Promise<{ id: string }> {
      const notes = cleanNotes(request.notes);
      const id = await db.transaction(async (tx) => {
        // Under the owner's row lock, so parallel saves cannot pass the limit together.
        if ((await lockOwnerAndCountSpecs(tx, ownerId)) >= SPECS_PER_USER_MAX) {
          throw new HttpError('SPEC_LIMIT_REACHED');
        }
        return insertSpec(tx, {
          ownerId,
          title: request.title,
          notes,
          result: request.result,
          topChoiceName: topChoiceNameOf(request.result),
          survey: request.survey,
          version: request.version,
        });
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
      return toDetail(row);
    },

    async update(ownerId: string, idText: string, request: UpdateSpecRequest): Promise<void> {
      const id = specIdOrNotFound(idText);
      const notes = cleanNotes(request.notes);
      const updated = await db.transaction((tx) =>
        updateSpec(tx, ownerId, id, { title: request.title, notes }),
      );
      if (!updated) throw notFound();
    },
  };
}

export type SurveyResultService = ReturnType<typeof createSurveyResultService>;
