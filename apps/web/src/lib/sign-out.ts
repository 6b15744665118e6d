import { signOutAnswerCheck } from '@transmission-spec/domain';

import { apiSend } from './api-client';
import { INACTIVE_PATH, SIGN_OUT_PATH } from './auth-paths';
import { browserLocation } from './browser-location';

let signingOut = false;

/**
 * Why the page signs out: the user chose to ('user'), the idle timer ran out ('idle'), or the server
 * already ended the session ('ended': a refresh was refused).
 */
export type SignOutReason = 'user' | 'idle' | 'ended';

/**
 * Signs out: POST /logout with the CSRF header (the server revokes the tokens and ends the provider
 * session), then a full page load of where it answers: home, or /inactive after an idle timeout.
 * 'failed' when the user's own sign-out did not go through (503 while the database is away): the
 * server changed nothing and the user is still signed in, so the page stays and the caller says so
 * (decision 080). An idle or ended session goes on regardless: the server refuses it by itself.
 */
export async function signOut(reason: SignOutReason = 'user'): Promise<'signed-out' | 'failed'> {
  // Several calls can learn at once that the session is over: one sign-out is enough.
  if (signingOut) return 'signed-out';
  signingOut = true;
  const path = reason === 'idle' ? `${SIGN_OUT_PATH}?returnTo=${INACTIVE_PATH}` : SIGN_OUT_PATH;
  let destination = reason === 'idle' ? INACTIVE_PATH : '/';
  try {
    const { body } = await apiSend(path, { method: 'POST', refreshSession: false });
    const answer = signOutAnswerCheck.safeParse(body);
    if (answer.success) destination = answer.data.redirectTo;
  } catch (error) {
    console.error('sign-out failed', error);
    if (reason === 'user') {
      signingOut = false;
      return 'failed';
    }
  }
  browserLocation.assign(destination);
  // The page is being replaced; a test's jsdom is not, so allow the next sign-out there.
  signingOut = false;
  return 'signed-out';
}
