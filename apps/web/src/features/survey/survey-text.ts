/** Fixed survey wording that SPEC gives and the domain package does not hold. */

/** The wizard's heading and the survey page's title (SPEC 2). */
export const SURVEY_TITLE = 'Create a New Transmission Spec';
/** Confirmation of an extreme-duty answer (SPEC 2: Steep Grade; also used for Slow Creeping). */
export const USE_CASE_CONFIRMATION = 'My use case aligns to the description above.';
/** Tracking event after a successful submit (SPEC 2). */
export const SURVEY_COMPLETED_EVENT = 'Survey Completed';
