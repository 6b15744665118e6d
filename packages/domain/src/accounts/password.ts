import { z } from 'zod';
import {
  PASSWORD_INPUT_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
} from '../common/limits.js';
import { MESSAGES, type MessageKey } from '../common/messages.js';

/**
 * SPEC 5's password rules, shared by registration and reset: one table drives both the live
 * checklist beside the field and the schema's errors, so they cannot disagree.
 */

/** One rule of the password checklist. */
export interface PasswordRule {
  readonly id: 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special' | 'whitespace';
  /** Text of the live checklist item. */
  readonly label: string;
  /** Error shown when the rule is not met. */
  readonly message: MessageKey;
  readonly test: (password: string) => boolean;
}

const SPECIALS = new Set(PASSWORD_SPECIAL_CHARACTERS);

/** SPEC 5's password rules, in checklist order. Length counts characters, not UTF-16 units. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    message: 'passwordLength',
    test: (password) => {
      const length = Array.from(password).length;
      return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
    },
  },
  {
    id: 'lowercase',
    label: 'At least one lowercase letter',
    message: 'passwordLowercase',
    test: (password) => /[a-z]/.test(password),
  },
  {
    id: 'uppercase',
    label: 'At least one uppercase letter',
    message: 'passwordUppercase',
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'digit',
    label: 'At least one number',
    message: 'passwordDigit',
    test: (password) => /[0-9]/.test(password),
  },
  {
    id: 'special',
    label: `At least one special character: ${PASSWORD_SPECIAL_CHARACTERS}`,
    message: 'passwordSpecial',
    test: (password) => Array.from(password).some((character) => SPECIALS.has(character)),
  },
  {
    id: 'whitespace',
    label: 'No spaces at the start or end',
    message: 'passwordWhitespace',
    test: (password) => password === password.trim(),
  },
];

/** The live checklist: every rule with whether `password` meets it. */
export function passwordChecklist(
  password: string,
): { id: PasswordRule['id']; label: string; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({
    id: rule.id,
    label: rule.label,
    met: rule.test(password),
  }));
}

/** A new password meeting every rule; each unmet rule is its own issue. Never trimmed. */
export const PasswordSchema = z
  .string({ error: MESSAGES.requiredField })
  // Spares the rules a huge text; the length rule's message says what is wrong.
  .max(PASSWORD_INPUT_MAX_LENGTH, MESSAGES.passwordLength)
  .superRefine((password, ctx) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(password)) ctx.addIssue({ code: 'custom', message: MESSAGES[rule.message] });
    }
  });

/** New password and its retype; a mismatch is reported on `retype`. */
export const NewPasswordWithRetypeSchema = z
  .object({ password: PasswordSchema, retype: z.string({ error: MESSAGES.requiredField }) })
  .refine((value) => value.password === value.retype, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['retype'],
  });
export type NewPasswordWithRetype = z.infer<typeof NewPasswordWithRetypeSchema>;
