/**
 * The result's own address. The result shows on /survey like the disclaimer and the wizard, but
 * its address carries this flag, so the address says what the page shows: a reload, Back and
 * Forward, and the return from sign-in (which comes back to the page's path and query) show the
 * result again, while /survey typed anew starts a new survey. A history state flag would not do:
 * the return from sign-in is a fresh page load without one, just like a typed address.
 */
export const SURVEY_RESULT_URL = '/survey?view=result';

/** True when a /survey address (its query, as in `location.search`) asks for the result. */
export function isSurveyResultUrl(search: string): boolean {
  return new URLSearchParams(search).get('view') === 'result';
}

/**
 * The result's Save Spec button, named in the address a signed-out visitor's "Sign in to save this
 * spec" comes back to, so that the result opens with Save Spec focused instead of at its title.
 */
export const SAVE_SPEC_ANCHOR = 'save-spec';
