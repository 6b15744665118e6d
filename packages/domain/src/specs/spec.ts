import { z } from 'zod';
import { isStorableJson, isStorableText, requiredTextSchema } from '../common/fields.js';
import { JSON_SHAPE_MESSAGES, jsonShapeProblem } from '../common/json-shape.js';
import {
  DEFAULT_SPEC_PAGE_SIZE,
  DESCRIPTION_MAX_LENGTH,
  LEARN_MORE_URL_MAX_LENGTH,
  MODEL_NAME_MAX_LENGTH,
  RESULT_AXLE_RATIO_MAX_LENGTH,
  RESULT_IMAGE_URL_MAX_LENGTH,
  SPEC_JSON_MAX_LENGTH,
  SPEC_PAGE_SIZES,
  SPECS_PER_USER_MAX,
  SPEC_NOTES_MAX_LENGTH,
  SPEC_TITLE_MAX_LENGTH,
  SPEC_VERSION,
  TRANSMISSION_NAME_MAX_LENGTH,
} from '../common/limits.js';
import { MESSAGES, tooLongMessage } from '../common/messages.js';
import { CompletePreferenceRankingSchema, SurveyAnswersSchema } from '../survey/survey.js';
import { TransmissionResultSchema } from '../recommendation/survey-response.js';

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
    // Checked before parsing: deep or value-packed text costs JSON.parse far more than its size.
    const problem = jsonShapeProblem(text);
    if (problem) {
      // No later check may parse it: continue false skips them (the server's content checks too).
      context.addIssue({ code: 'custom', message: JSON_SHAPE_MESSAGES[problem], continue: false });
      return;
    }
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

/**
 * What a save may store in `result` and `survey`: exactly the shapes above and nothing more. An
 * unknown key anywhere is refused (not stripped) so an API client learns its mistake, and so no
 * one can park a megabyte of extra keys in a spec. Reading stays lenient (the schemas above), so
 * specs saved before this rule still open.
 */
/**
 * A card as a save may carry it: every string within its limit (decision 082), so the copy a client
 * sends stays small even though the server stores its own recommendation instead of it.
 */
const boundedText = (max: number) => z.string().max(max, tooLongMessage(max));
const SaveTransmissionCardSchema = TransmissionResultSchema.extend({
  name: boundedText(TRANSMISSION_NAME_MAX_LENGTH),
  learnMoreUrl: boundedText(LEARN_MORE_URL_MAX_LENGTH),
  description: boundedText(DESCRIPTION_MAX_LENGTH),
  image: boundedText(RESULT_IMAGE_URL_MAX_LENGTH).nullable(),
  modelName: boundedText(MODEL_NAME_MAX_LENGTH),
  axleRatio: boundedText(RESULT_AXLE_RATIO_MAX_LENGTH).min(1),
}).strict();
export const SaveSpecResultSchema = z.strictObject({
  topChoice: SaveTransmissionCardSchema.nullable(),
  runnerUp: SaveTransmissionCardSchema.nullable(),
});
// safeExtend keeps the answers' refinements (the speeds' order), so a saved survey obeys them too.
export const SaveSpecSurveySchema = SurveyAnswersSchema.safeExtend({
  preferenceRanking: CompletePreferenceRankingSchema.strict(),
}).strict();

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

/** Columns the list can be sorted by: the list item's own field names. */
export const SPEC_SORT_FIELDS = ['title', 'result', 'createdAtUTC', 'lastEditedUTC'] as const;
export type SpecSortField = (typeof SPEC_SORT_FIELDS)[number];
export const SPEC_SORT_ORDERS = ['asc', 'desc'] as const;
export type SpecSortOrder = (typeof SPEC_SORT_ORDERS)[number];

/** Query values arrive as text; a page size is one of the table's choices (SPEC 9). */
const pageSizeSchema = z
  .enum(SPEC_PAGE_SIZES.map(String) as [string, ...string[]], { error: MESSAGES.chooseOne })
  .transform(Number);

/**
 * GET /api/surveyresult?page=&pageSize=&sort=&order=. Naming any of the four asks for one page
 * (SavedSpecPageSchema); pages count from 1, the defaults are SPEC's: 20 rows, newest edit first.
 * Without any, the answer is SPEC 7's plain array of every spec.
 */
export const SpecListQuerySchema = z.object({
  page: z.coerce
    .number({ error: MESSAGES.wholeNumber })
    .int(MESSAGES.wholeNumber)
    .min(1, MESSAGES.wholeNumber)
    .max(SPECS_PER_USER_MAX, MESSAGES.wholeNumber)
    .optional(),
  pageSize: pageSizeSchema.optional(),
  sort: z.enum(SPEC_SORT_FIELDS, { error: MESSAGES.chooseOne }).optional(),
  order: z.enum(SPEC_SORT_ORDERS, { error: MESSAGES.chooseOne }).optional(),
});
export type SpecListQuery = z.infer<typeof SpecListQuerySchema>;

/** One page of the list, as the server reads it: every choice made. */
export interface SpecPageRequest {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: SpecSortField;
  readonly order: SpecSortOrder;
}

/** The page a query asks for, or undefined when it names no paging parameter (plain list). */
export function specPageRequest(query: SpecListQuery): SpecPageRequest | undefined {
  const { page, pageSize, sort, order } = query;
  if (page === undefined && pageSize === undefined && sort === undefined && order === undefined) {
    return undefined;
  }
  return {
    page: page ?? 1,
    pageSize: pageSize ?? DEFAULT_SPEC_PAGE_SIZE,
    sort: sort ?? 'lastEditedUTC',
    order: order ?? 'desc',
  };
}

/** The paged answer: the page's rows in order and how many specs the user has in all. */
export const SavedSpecPageSchema = z.object({
  items: z.array(SavedSpecListItemSchema).max(Math.max(...SPEC_PAGE_SIZES)),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int(),
});
export type SavedSpecPage = z.infer<typeof SavedSpecPageSchema>;

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

const COPY_PREFIX = 'Copy of ';

/**
 * The name of a duplicated spec: "Copy of <name>", cut to SPEC_TITLE_MAX_LENGTH so the copy can
 * be renamed and saved like any spec. The cut never splits a character made of two UTF-16 units
 * (half of one cannot be stored) and drops the spaces it may leave at the end.
 */
export function copySpecTitle(title: string): string {
  const full = `${COPY_PREFIX}${title}`;
  if (full.length <= SPEC_TITLE_MAX_LENGTH) return full;
  let cut = full.slice(0, SPEC_TITLE_MAX_LENGTH);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut.trimEnd();
}
