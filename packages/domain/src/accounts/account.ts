import { z } from 'zod';
import { COUNTRIES } from './countries.js';
import { choiceListSchema, requiredTextSchema } from '../common/fields.js';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_INPUT_MAX_LENGTH,
  RESET_TOKEN_MAX_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from '../common/limits.js';
import { MESSAGES } from '../common/messages.js';
import { ORGANIZATION_TYPES, VOCATIONS } from './organization.js';
import { PasswordSchema } from './password.js';

/** Accounts: e-mail, password, verification, registration and sign-in (SPEC sections 2, 3, 5, 7). */

/**
 * E-mail address: trimmed, at most 320 characters, standard pattern; every failure reads
 * MESSAGES.invalidEmail, as SPEC 5 asks.
 */
export const EmailSchema = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .max(EMAIL_MAX_LENGTH, MESSAGES.invalidEmail)
  .regex(z.regexes.email, MESSAGES.invalidEmail);

/** The form used to compare and store addresses, so "Ann@X.com " and "ann@x.com" are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The e-mailed verification code: required, at most 6 characters (trimmed, as it is pasted). */
export const VerificationCodeSchema = requiredTextSchema(VERIFICATION_CODE_LENGTH);

/** Registration account details (new users, after verification). */
export const AccountDetailsSchema = z.object({
  email: EmailSchema,
  firstName: requiredTextSchema(NAME_MAX_LENGTH),
  lastName: requiredTextSchema(NAME_MAX_LENGTH),
  organizationName: requiredTextSchema(NAME_MAX_LENGTH),
  organizationType: z.enum(ORGANIZATION_TYPES, { error: MESSAGES.requiredField }),
  vocationCheckList: choiceListSchema(VOCATIONS, 1),
  countryList: choiceListSchema(COUNTRIES, 1),
});
export type AccountDetails = z.infer<typeof AccountDetailsSchema>;

/** POST /api/registration/verifynew body. */
export const RegistrationVerifyNewSchema = z.object({
  email: EmailSchema,
  verificationCode: VerificationCodeSchema,
  password: PasswordSchema,
});
export type RegistrationVerifyNew = z.infer<typeof RegistrationVerifyNewSchema>;

/** POST /api/registration/verifyexisting body. */
export const RegistrationVerifyExistingSchema = z.object({
  email: EmailSchema,
  verificationCode: VerificationCodeSchema,
});
export type RegistrationVerifyExisting = z.infer<typeof RegistrationVerifyExistingSchema>;

/**
 * POST /api/security/token body. The password is only required, not checked against the rules:
 * signing in must not depend on today's rules matching the day the password was set.
 */
export const TokenRequestSchema = z.object({
  user: EmailSchema,
  password: z
    .string({ error: MESSAGES.requiredField })
    .min(1, MESSAGES.requiredField)
    .max(PASSWORD_INPUT_MAX_LENGTH, MESSAGES.invalidCredentials),
});
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

/** POST /api/security/reset-password/password body; `id` comes from the reset link. */
export const ResetPasswordRequestSchema = z.object({
  verificationCode: requiredTextSchema(RESET_TOKEN_MAX_LENGTH),
  id: requiredTextSchema(RESET_TOKEN_MAX_LENGTH),
  newPassword: PasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;
