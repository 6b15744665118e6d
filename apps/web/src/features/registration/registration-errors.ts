import { MESSAGES } from '@transmission-spec/domain';

import { ApiRequestError } from '../../lib/api-client';

/** A failed registration call as SPEC 8 words it, and whether signing in is the way on. */
export interface RegistrationFailure {
  readonly message: string;
  readonly offerSignIn: boolean;
}

const SOMETHING_WENT_WRONG: RegistrationFailure = {
  message: MESSAGES.somethingWentWrong,
  offerSignIn: false,
};

/** POST register: 409 means the address already has a verified account. */
export function registerFailure(error: unknown): RegistrationFailure {
  if (error instanceof ApiRequestError && error.status === 409) {
    return { message: MESSAGES.registerEmailExists, offerSignIn: true };
  }
  return SOMETHING_WENT_WRONG;
}

/** True for a 400 whose body is about the verification code (SPEC 8). */
function mentionsVerificationCode(error: ApiRequestError): boolean {
  return (
    error.code === 'INVALID_VERIFICATION_CODE' ||
    error.fields.verificationCode !== undefined ||
    /verification\s*code/i.test(error.message)
  );
}

/** POST verifynew / verifyexisting: wrong code, already verified, or anything else. */
export function verifyFailure(error: unknown): RegistrationFailure {
  if (!(error instanceof ApiRequestError)) return SOMETHING_WENT_WRONG;
  if (error.status === 400 && mentionsVerificationCode(error)) {
    return { message: MESSAGES.invalidVerificationCode, offerSignIn: false };
  }
  if (error.status === 405) return { message: MESSAGES.alreadyVerified, offerSignIn: true };
  return SOMETHING_WENT_WRONG;
}

export { SOMETHING_WENT_WRONG };
