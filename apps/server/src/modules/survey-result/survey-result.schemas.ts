import {
  CreateSpecRequestSchema,
  SavedSpecDetailSchema,
  SavedSpecResultSchema,
  SurveyAnswersSchema,
  UtcDateTimeSchema,
} from '@transmission-spec/domain';
import { z } from 'zod';

/**
 * Request and response schemas of /api/surveyresult. The domain schemas check the envelope
 * (title, notes, version, JSON text); here the JSON texts are also checked against what they must
 * hold, so a saved spec can always be reopened and shown.
 */

/**
 * `text` must also parse to something `content` accepts. Each mismatch is reported under the
 * field's own path (survey.maxWeight), so API clients see exactly what is wrong. Text that is not
 * JSON at all is already reported by the domain's JSON check, so it is skipped here.
 */
function holdingJson(text: z.ZodType<string>, content: z.ZodType) {
  return text.superRefine((value, context) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return;
    }
    const checked = content.safeParse(parsed);
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
}

/** POST /api/surveyresult: result holds { topChoice, runnerUp }, survey holds complete answers. */
export const CreateSpecBodySchema = CreateSpecRequestSchema.extend({
  result: holdingJson(CreateSpecRequestSchema.shape.result, SavedSpecResultSchema),
  survey: holdingJson(CreateSpecRequestSchema.shape.survey, SurveyAnswersSchema),
});

/** The {id} of /api/surveyresult/{id}; its shape is checked by the service (bad ids answer 404). */
export const SpecIdParamsSchema = z.object({ id: z.string() });

/** Detail answer: SPEC's fields plus lastEditedUTC, which the list shows too. */
export const SpecDetailResponseSchema = SavedSpecDetailSchema.extend({
  lastEditedUTC: UtcDateTimeSchema,
});
export type SpecDetailResponse = z.infer<typeof SpecDetailResponseSchema>;
