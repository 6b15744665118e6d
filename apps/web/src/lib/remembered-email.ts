/**
 * The last signed-in e-mail (SPEC 7), kept in localStorage: it prefills the sign-in screen and
 * tells the API client that a session may be worth refreshing after a 401.
 */
export const REMEMBERED_EMAIL_KEY = 'transmission-spec.last-email';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (privacy settings) only costs the prefill and the silent refresh.
    return null;
  }
}

export function readRememberedEmail(): string | null {
  const value = storage()?.getItem(REMEMBERED_EMAIL_KEY);
  return value === undefined || value === null || value === '' ? null : value;
}

export function rememberEmail(email: string): void {
  try {
    storage()?.setItem(REMEMBERED_EMAIL_KEY, email);
  } catch {
    // A full storage only costs the prefill.
  }
}
