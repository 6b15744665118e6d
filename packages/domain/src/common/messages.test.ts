import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  duplicateRanksMessage,
  learnMoreUrlInvalid,
  MESSAGES,
  offStepMessage,
  outOfRangeMessage,
  tooLongMessage,
} from './messages.js';
import { PDF_MESSAGES } from '../specs/pdf-messages.js';

describe('MESSAGES', () => {
  it("keeps SPEC's wording exactly, spelling included", () => {
    expect(MESSAGES).toMatchObject({
      invalidEmail: 'Please enter a valid email address.',
      passwordsDoNotMatch: 'Passwords do not match.',
      requiredField: 'Required field',
      fieldTooLong200: 'Field cannot exceed 200 characters',
      addAtLeastOneModel: 'Add at least one model',
      imageTooLarge: 'File is too large. Max size is 10MB.',
      imageUnsupportedType: 'Unsupported file format. Accepted file types: .png, .jpg, .jpeg, .gif',
      goalPointsRange: 'Value must be within the range of 0 to 100',
      axleMinRange: 'Minimum value must be within the range of 2 to 7',
      axleMaxRange: 'Maximum value must be within the range of 2 to 7',
      axleMinAboveMax: 'Minimum value must be lower than maximum',
      duplicateModelName: 'Cannot have two models with the same name under a single family.',
      modelTorqueRange: 'Torque must be within the range of 1000 to 2250',
      unresolvedErrors: 'There are unresolved errors. Review your inputs and try again.',
      surveySubmitFailed: 'Something went wrong. Please try again.',
      somethingWentWrong: 'Something went wrong. Please try again.',
      specSaveFailed: 'An error occured during the save. Please try again.',
      specListFailed: 'Something went wrong. Please reload.',
      noTransmissionContact:
        'For your unique case, please contact your representative of the provider.',
      registerEmailExists: 'That email already has an account. Please use another email or log in.',
      invalidVerificationCode: 'The verification code was invalid.',
      alreadyVerified: 'It looks like this account has already been verified. Please log in.',
      resetEmailSent:
        'If an account exists for that address we have sent you a password reset link. Follow the instructions in the email to reset your password.',
      transmissionSaved: 'The Transmission has been saved.',
      transmissionSaveFailed: 'An unknown error occurred.',
      adminActionFailed: 'Unknown error occured while attempting deletion.',
      userExportFailed: 'An error occured while trying to get the user data.',
      editLoadFailed: 'Unknown error occurred.',
      leaveUnsaved: 'Are you sure you want to leave? Your changes have not been saved.',
      cancelSurveyConfirm:
        'You have not saved your responses are you sure you want to leave this site? If yes then press Continue',
      deleteTransmissionConfirm:
        'Are you sure you want to permanently delete this Transmission family?',
      updateRanksConfirm: 'Are you sure you want to update Transmission Ranks?',
      ranksUpdated: 'Ranks updated successfully',
    });
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(MESSAGES)).toBe(true);
  });

  it('writes each message text once in the package source', () => {
    // Every subject folder of src, so a message copied into another subject is caught too.
    const src = join(import.meta.dirname, '..');
    const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(src, file), 'utf8'))
      .join('\n');
    for (const text of new Set([...Object.values(MESSAGES), ...Object.values(PDF_MESSAGES)])) {
      const quoted = [`'${text}'`, `"${text}"`];
      const count = quoted.reduce((sum, literal) => sum + sources.split(literal).length - 1, 0);
      expect({ text, count }).toEqual({ text, count: 1 });
    }
  });
});

describe('message builders', () => {
  it('lists the transmissions that share a rank', () => {
    expect(duplicateRanksMessage(['Endurant HD', 'Endurant XD'])).toBe(
      'The following transmissions have the same rank: Endurant HD, Endurant XD. Do you want to continue?',
    );
  });

  it('shows the example host in the learn-more URL message', () => {
    expect(learnMoreUrlInvalid('https://transmission.example')).toBe(
      'Learn More URL must be a valid URL, including HTTP or HTTPS, e.g. https://transmission.example',
    );
  });

  it("uses SPEC's wording for the lengths and ranges it names", () => {
    expect(tooLongMessage(200)).toBe(MESSAGES.fieldTooLong200);
    expect(tooLongMessage(255)).toBe('Field cannot exceed 255 characters');
    expect(outOfRangeMessage({ min: 0, max: 100 })).toBe(MESSAGES.goalPointsRange);
    expect(outOfRangeMessage({ min: 45, max: 80 })).toBe(
      'Value must be within the range of 45 to 80',
    );
    expect(offStepMessage({ min: 33_000, max: 250_000, step: 1000 })).toBe(
      'Value must be 33000 plus a multiple of 1000',
    );
  });
});
