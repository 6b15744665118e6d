import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../test/builders.js';
import { ResetPasswordRequestSchema, TokenRequestSchema } from './account.js';
import { PASSWORD_SPECIAL_CHARACTERS } from '../common/limits.js';
import { MESSAGES } from '../common/messages.js';
import { NewPasswordWithRetypeSchema, passwordChecklist, PasswordSchema } from './password.js';

/** A valid password of `length` characters: one of each class, padded with lowercase letters. */
function passwordOfLength(length: number): string {
  return `Aa1!${'b'.repeat(length - 4)}`;
}

function passwordMessages(password: string): string[] {
  return PasswordSchema.safeParse(password).error?.issues.map((issue) => issue.message) ?? [];
}

describe('password', () => {
  it.each([
    [8, false],
    [9, true],
    [16, true],
    [17, false],
  ])('of %d characters is valid: %s', (length, valid) => {
    expect(passwordMessages(passwordOfLength(length))).toEqual(
      valid ? [] : [MESSAGES.passwordLength],
    );
  });

  it.each([
    ['no lowercase letter', 'AB1!CDEFGH', MESSAGES.passwordLowercase],
    ['no uppercase letter', 'ab1!cdefgh', MESSAGES.passwordUppercase],
    ['no digit', 'Ab!cdefghi', MESSAGES.passwordDigit],
    ['no special character', 'Ab1cdefghi', MESSAGES.passwordSpecial],
    ['an underscore as its only special character', 'Ab1_cdefgh', MESSAGES.passwordSpecial],
    ['a leading space', ' Ab1!cdefgh', MESSAGES.passwordWhitespace],
    ['a trailing space', 'Ab1!cdefgh ', MESSAGES.passwordWhitespace],
    ['a trailing tab', 'Ab1!cdefgh\t', MESSAGES.passwordWhitespace],
  ])('with %s is refused', (_case, password, message) => {
    expect(passwordMessages(password)).toEqual([message]);
  });

  it('accepts every special character SPEC lists', () => {
    for (const special of PASSWORD_SPECIAL_CHARACTERS) {
      expect({ special, messages: passwordMessages(`Abcdefg1${special}`) }).toEqual({
        special,
        messages: [],
      });
    }
  });

  it('allows a space inside', () => {
    expect(passwordMessages('Ab1! cdefgh')).toEqual([]);
  });

  it('reports every unmet rule at once', () => {
    expect(passwordMessages('abc')).toEqual([
      MESSAGES.passwordLength,
      MESSAGES.passwordUppercase,
      MESSAGES.passwordDigit,
      MESSAGES.passwordSpecial,
    ]);
  });

  it('feeds a live checklist in rule order', () => {
    const checklist = passwordChecklist('Abcdefghi');
    expect(checklist.map((item) => [item.id, item.met])).toEqual([
      ['length', true],
      ['lowercase', true],
      ['uppercase', true],
      ['digit', false],
      ['special', false],
      ['whitespace', true],
    ]);
    expect(checklist.every((item) => item.label.length > 0)).toBe(true);
    expect(passwordChecklist('').find((item) => item.id === 'length')?.met).toBe(false);
  });

  it('must be retyped exactly', () => {
    const password = passwordOfLength(12);
    expect(fieldErrors(NewPasswordWithRetypeSchema, { password, retype: password })).toEqual({});
    expect(fieldErrors(NewPasswordWithRetypeSchema, { password, retype: `${password}x` })).toEqual({
      retype: MESSAGES.passwordsDoNotMatch,
    });
  });

  it('follows the same rules on reset', () => {
    const request = { verificationCode: 'ABC123', id: 'u1', newPassword: 'short' };
    expect(Object.keys(fieldErrors(ResetPasswordRequestSchema, request))).toEqual(['newPassword']);
  });

  it('is only required, not rule-checked, when signing in', () => {
    expect(TokenRequestSchema.safeParse({ user: 'ann@example.com', password: 'old' }).success).toBe(
      true,
    );
    expect(fieldErrors(TokenRequestSchema, { user: 'ann@example.com', password: '' })).toEqual({
      password: MESSAGES.requiredField,
    });
  });
});
