import { z } from 'zod';
import { isStorableJson, isStorableText, requiredTextSchema } from './fields.js';
import {
  SPEC_JSON_MAX_LENGTH,
  SPEC_NOTES_MAX_LENGTH,
  SPEC_TITLE_MAX_LENGTH,
  SPEC_VERSION,
} from './limits.js';
import { MESSAGES, tooLongMessage } from './messages.js';
import { TransmissionResultSchema } from './survey-response.js';

/** Saved specs (SPEC sections 3, 4, 5 and 7): a named, annotated survey result. */

/** Identifier of a saved spec, as it appears in /spec/{id}; opaque to clients. */
export const SpecIdSchema = z.string().trim().min(1).max(100);
export type SpecId = z.infer<typeof SpecIdSchema>;

/** Spec name: trimmed on save (SPEC 5), required, at most SPEC_TITLE_MAX_LENGTH. */
export const SpecTitleSchema = requiredTextSchema(SPEC_TITLE_MAX_LENGTH);

/** Rich-text notes (HTML; the server sanitizes them); may be empty. */
export const SpecNotesSchema = z
  .string({ error: MESSAGES.requiredField })
  .max(SPEC_NOTES_MAX_LENGTH, tooLongMessage(SPEC_NOTES_MAX_LENGTH))
  .refine(isStorableText, { message: MESSAGES.unstorableText });

/**
 * A string that must hold JSON text whose strings are all storable (a "\u0000" escape is legal
 * JSON but would reach the database as NUL wherever the text is read back and stored); the
 * content's shape is checked where it is read.
 */
const JsonTextSchema = z
  .string({ error: MESSAGES.requiredField })
  .min(1, MESSAGES.requiredField)
  .max(SPEC_JSON_MAX_LENGTH, tooLongMessage(SPEC_JSON_MAX_LENGTH))
  .superRefine((text, context) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      context.addIssue({ code: 'custom', message: MESSAGES.invalidJsonText });
      return;
    }
    if (!isStorableJson(parsed)) {
      context.addIssue({ code: 'custom', message: MESSAGES.unstorableText });
    }
  });

/** The version every saved spec carries; any other is refused on write and on read. */
export const SpecVersionSchema = z.literal(SPEC_VERSION, {
  error: MESSAGES.unsupportedSpecVersion,
});

/** UTC instant as ISO 8601 text, e.g. 2025-01-31T17:04:05.000Z. */
export const UtcDateTimeSchema = z.iso.datetime({ offset: true });

/** The content of a saved spec's `result` JSON text: the two recommendations. */
export const SavedSpecResultSchema = z.object({
  topChoice: TransmissionResultSchema.nullable(),
  runnerUp: TransmissionResultSchema.nullable(),
});
export type SavedSpecResult = z.infer<typeof SavedSpecResultSchema>;

/** POST /api/surveyresult body. */
export const CreateSpecRequestSchema = z.object({
  notes: SpecNotesSchema,
  result: JsonTextSchema,
  survey: JsonTextSchema,
  title: SpecTitleSchema,
  version: SpecVersionSchema,
});
export type CreateSpecRequest = z.infer<typeof CreateSpecRequestSchema>;

/** POST /api/surveyresult answer. */
export const CreateSpecResponseSchema = z.object({ id: SpecIdSchema });
export type CreateSpecResponse = z.infer<typeof CreateSpecResponseSchema>;

/** PUT /api/surveyresult/{id} body. */
export const UpdateSpecRequestSchema = z.object({
  notes: SpecNotesSchema,
  title: SpecTitleSchema,
});
export type UpdateSpecRequest = z.infer<typeof UpdateSpecRequestSchema>;

/** One row of GET /api/surveyresult; `result` is the top transmission's name. */
export const SavedSpecListItemSchema = z.object({
  id: SpecIdSchema,
  title: z.string(),
  result: z.string(),
  createdAtUTC: UtcDateTimeSchema,
  lastEditedUTC: UtcDateTimeSchema,
});
export type SavedSpecListItem = z.infer<typeof SavedSpecListItemSchema>;

/** GET /api/surveyresult answer: SPEC 7 requires an array, else MESSAGES.specListFailed */
export const SavedSpecListSchema = z.array(SavedSpecListItemSchema);

/** GET /api/surveyresult/{id} answer. A version other than '1.0' fails to parse (SPEC 5 and 7). */
export const SavedSpecDetailSchema = z.object({
  id: SpecIdSchema,
  title: z.string(),
  notes: z.string(),
  result: z.string(),
  survey: z.string(),
  createdAtUTC: UtcDateTimeSchema,
  version: SpecVersionSchema,
});
export type SavedSpecDetail = z.infer<typeof SavedSpecDetailSchema>;

/** The inputs of SPEC 4's save rule. For a new spec, the originals are empty strings. */
export interface SpecSaveState {
  title: string;
  notes: string;
  originalTitle: string;
  originalNotes: string;
  saving: boolean;
}

/**
 * SPEC 4 and 5: Save is enabled only while not saving, when the trimmed title is non-empty, and
 * when the title or notes changed. Titles compare trimmed because the title is trimmed on save,
 * so added spaces alone would save nothing new.
 */
export function canSaveSpec({ title, notes, originalTitle, originalNotes, saving }: SpecSaveState) {
  const trimmed = title.trim();
  if (saving || trimmed === '') return false;
  return trimmed !== originalTitle.trim() || notes !== originalNotes;
}
