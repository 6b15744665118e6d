import { z } from 'zod';
import { OperationSchema, RoleSchema, UnitSystemSchema } from '../common/enum-schemas.js';

/** The signed-in user and the admin's user export (SPEC sections 3 and 7). */

/** GET /api/security/currentuser answer; an anonymous visitor gets anonymousUser(). */
export const CurrentUserSchema = z.object({
  email: z.string().nullable(),
  /** Shown in the header greeting; null shows MESSAGES.welcome. */
  displayName: z.string().nullable(),
  authenticated: z.boolean(),
  units: UnitSystemSchema,
  privileges: z.object({
    roles: z.array(RoleSchema),
    operations: z.array(OperationSchema),
  }),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
// The web app's shell reads this answer with currentUserCheck (shell-answers.ts), without zod.

/** Header labels of the user export CSV, in SPEC 7's order. */
export const USER_EXPORT_COLUMNS = [
  'Email',
  'First Name',
  'Last Name',
  'Organization Type',
  'Organization Name',
  'Application Self-Description',
  'Country List',
  'Number Saved Surveys',
] as const;

/** Row fields in the same order as USER_EXPORT_COLUMNS. */
export const USER_EXPORT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'organizationType',
  'organizationName',
  'vocationCheckList',
  'countryList',
  'numberSavedSurveys',
] as const;

/** File name of the download: named after the tool's users. */
export const USER_EXPORT_FILE_NAME = 'transmission-spec-users.csv';

/**
 * One registered user in the export. Texts are not limited to today's choice lists, since an
 * account keeps what it chose when it registered; an account without details has empty fields.
 */
export const UserExportRowSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organizationType: z.string(),
  organizationName: z.string(),
  vocationCheckList: z.array(z.string()),
  countryList: z.array(z.string()),
  numberSavedSurveys: z.number().int().nonnegative(),
});
export type UserExportRow = z.infer<typeof UserExportRowSchema>;

/** GET /api/security/allusers answer, before it is turned into CSV. */
export const UserExportListSchema = z.array(UserExportRowSchema);
