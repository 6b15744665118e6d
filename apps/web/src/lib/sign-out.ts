import { signOutAnswerCheck } from '@transmission-spec/domain';

import { apiSend } from './api-client';
import { INACTIVE_PATH, SIGN_OUT_PATH } from './auth-paths';
import { browserLocation } from './browser-location';

let signingOut = false;

/**
 * Signs out: POST /logout with the CSRF header (the server revokes the tokens and ends the provider
 * session), then a full page load of where it answers: home, or /inactive after an idle timeout.
 * A failure is only logged (SPEC: sign-out errors show nothing) and the page still goes on.
 */
export async function signOut(reason: 'user' | 'idle' = 'user'): Promise<void> {
  // Several calls can learn at once that the session is over: one sign-out is enough.
  if (signingOut) return;
  signingOut = true;
  const path = reason === 'idle' ? `${SIGN_OUT_PATH}?returnTo=${INACTIVE_PATH}` : SIGN_OUT_PATH;
  let destination = reason === 'idle' ? INACTIVE_PATH : '/';
  try {
    const { body } = await apiSend(path, { method: 'POST', refreshSession: false });
    const answer = signOutAnswerCheck.safeParse(body);
    if (answer.success) destination = answer.data.redirectTo;
  } catch (error) {
    console.error('sign-out failed', error);
  }
  browserLocation.assign(destination);
  // The page is being replaced; a test's jsdom is not, so allow the next sign-out there.
  signingOut = false;
}
