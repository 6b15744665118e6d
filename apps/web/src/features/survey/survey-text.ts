/** Fixed survey wording that SPEC gives and the domain package does not hold. */

/** The wizard's heading and the survey page's title (SPEC 2). */
export const SURVEY_TITLE = 'Create a New Transmission Spec';
/** The browser tab's title over a recommendation (issue 13, point 9). */
export const RESULT_TITLE = 'Your Transmission Recommendation';
/** The browser tab's title when no transmission fits: it says so, as the result does. */
export const NO_TRANSMISSION_TITLE = 'No Transmission Fits';
/** Confirmation of an extreme-duty answer (SPEC 2: Steep Grade; also used for Slow Creeping). */
export const USE_CASE_CONFIRMATION = 'My use case aligns to the description above.';
/** Tracking event after a successful submit (SPEC 2). */
export const SURVEY_COMPLETED_EVENT = 'Survey Completed';
/** Where Save Spec would be, for a signed-out visitor (issue 25 item 5). */
export const SIGN_IN_TO_SAVE = 'Sign in to save this spec';
/** Beside it: signing in also brings Download PDF, and the visitor comes back to this result. */
export const SIGN_IN_TO_SAVE_NOTE =
  'Signed in, you can also download it as PDF. You come back to this result.';
