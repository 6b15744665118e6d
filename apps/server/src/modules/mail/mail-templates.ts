import { PRODUCT_NAME, renderMail, type MailContent } from './mail-layout.js';

/**
 * The messages the accounts flow sends. Their wording is new (SPEC has no mail texts), so it lives
 * here rather than with SPEC's messages in packages/domain.
 */

function minutes(count: number): string {
  return count === 1 ? '1 minute' : `${count} minutes`;
}

/**
 * The code that proves a new account's e-mail address. The code is also in the subject, so it can
 * be read from an inbox notification without opening the message.
 */
export function verificationCodeMessage(input: {
  readonly code: string;
  readonly expiresInMinutes: number;
  /**
   * 'new-account' (the default) while the account does not exist yet; 'existing-account' when an
   * account with this address exists but has never confirmed it.
   */
  readonly purpose?: 'new-account' | 'existing-account';
}): MailContent {
  const existing = input.purpose === 'existing-account';
  return renderMail({
    subject: `${input.code} is your ${PRODUCT_NAME} verification code`,
    preheader: `Enter this code to confirm your e-mail address. It expires in ${minutes(input.expiresInMinutes)}.`,
    heading: 'Confirm your e-mail address',
    blocks: [
      {
        kind: 'paragraph',
        text: existing
          ? 'Enter this code to confirm the e-mail address of your account:'
          : 'Enter this code to finish creating your account:',
      },
      { kind: 'code', code: input.code },
      {
        kind: 'paragraph',
        text: `The code expires in ${minutes(input.expiresInMinutes)}. Do not share it with anyone.`,
      },
      {
        kind: 'note',
        text: existing
          ? `If you did not ask to confirm your ${PRODUCT_NAME} account, you can ignore this message.`
          : `If you did not try to create a ${PRODUCT_NAME} account, you can ignore this message.`,
      },
    ],
  });
}

/** The link that lets someone who forgot their password choose a new one. */
export function passwordResetMessage(input: {
  readonly link: string;
  readonly expiresInMinutes: number;
}): MailContent {
  return renderMail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    preheader: `Use this link to choose a new password. It expires in ${minutes(input.expiresInMinutes)}.`,
    heading: 'Reset your password',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We received a request to reset the password of your account. Choose a new one here:',
      },
      { kind: 'button', label: 'Choose a new password', href: input.link },
      {
        kind: 'paragraph',
        text: `The link expires in ${minutes(input.expiresInMinutes)}.`,
      },
      {
        kind: 'note',
        text: 'If you did not ask to reset your password, you can ignore this message: your password stays as it is.',
      },
    ],
  });
}
