import {
  CreateSpecRequestSchema,
  MESSAGES,
  SavedSpecDetailSchema,
  SaveSpecResultSchema,
  SaveSpecSurveySchema,
  UtcDateTimeSchema,
} from '@transmission-spec/domain';
import { z } from 'zod';

/**
 * Request and response schemas of /api/surveyresult. The domain schemas check the envelope
 * (title, notes, version, JSON text); here the JSON texts are also checked against what they must
 * hold, so a saved spec can always be reopened and shown.
 */

/** A body may hold thousands of unknown keys; the first few tell the client enough. */
const REPORTED_ISSUES_MAX = 10;

/**
 * `text` must also parse to something `content` accepts. Each mismatch is reported under the
 * field's own path (survey.maxWeight), and each unknown key under its own name
 * (result.topChoice.padding), so API clients see exactly what is wrong. Text that is not JSON at
 * all is already reported by the domain's JSON check, so it is skipped here.
 *
 * The value becomes the JSON text re-serialized from the client's own parse, keys in the client's
 * order: the same data without any whitespace padding between the tokens.
 */
function holdingJson(text: z.ZodType<string>, content: z.ZodType) {
  return text
    .superRefine((value, context) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return;
      }
      const checked = content.safeParse(parsed);
      if (checked.success) return;
      const found = checked.error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((key) => ({
              message: MESSAGES.unknownField,
              path: [...issue.path, key],
            }))
          : [{ message: issue.message, path: issue.path }],
      );
      for (const { message, path } of found.slice(0, REPORTED_ISSUES_MAX)) {
        context.addIssue({ code: 'custom', message, path });
      }
    })
    .transform((value) => JSON.stringify(JSON.parse(value)));
}

/** POST /api/surveyresult: result holds { topChoice, runnerUp }, survey holds complete answers. */
export const CreateSpecBodySchema = CreateSpecRequestSchema.extend({
  result: holdingJson(CreateSpecRequestSchema.shape.result, SaveSpecResultSchema),
  survey: holdingJson(CreateSpecRequestSchema.shape.survey, SaveSpecSurveySchema),
});

/** The {id} of /api/surveyresult/{id}; its shape is checked by the service (bad ids answer 404). */
export const SpecIdParamsSchema = z.object({ id: z.string() });

/** Detail answer: SPEC's fields plus lastEditedUTC, which the list shows too. */
export const SpecDetailResponseSchema = SavedSpecDetailSchema.extend({
  lastEditedUTC: UtcDateTimeSchema,
});
export type SpecDetailResponse = z.infer<typeof SpecDetailResponseSchema>;
