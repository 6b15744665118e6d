import { z } from 'zod';

/**
 * The API's error body (DESIGN: `{ code, message, fields }`); its codes are in api-error.ts. The
 * web app's shell reads it with apiErrorCheck (shell-answers.ts), without zod (decision 075).
 */

/** Error body of every failed API call. `fields` maps a dot-joined field path to its message. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** True when `value` looks like an API error body, e.g. to tell it from an HTML proxy error page. */
export function isApiError(value: unknown): value is ApiError {
  return ApiErrorSchema.safeParse(value).success;
}
