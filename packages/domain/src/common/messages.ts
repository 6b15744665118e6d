import type { NumericRange } from './limits.js';
import type { FamilyLimitKey, LimitAtMinimum } from '../catalogue/transmission-family.js';

/**
 * Every user-facing message of the product. The SPEC block holds SPEC.md's wording character for
 * character, spelling slips included ('occured'), because users and tests match it exactly; each
 * SPEC text appears only here, and keys that share a text point at one constant. The OWN block
 * holds wording SPEC does not give (schema errors, API errors) in the same plain voice.
 */

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

const SPEC_MESSAGES = {
  // Section 5: validation.
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
  // Not in SPEC: two families under one name made the list, the rank message and My Specs ambiguous.
  duplicateFamilyName: 'Another transmission family already has this name.',
  modelTorqueRange: 'Torque must be within the range of 1000 to 2250',
  unresolvedErrors: 'There are unresolved errors. Review your inputs and try again.',
  // Sections 7 and 8: call failures and outcomes.
  somethingWentWrong: SOMETHING_WENT_WRONG,
  surveySubmitFailed: SOMETHING_WENT_WRONG,
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
  // SPEC gives no text for a failed log fetch; the deletion text above would name the wrong action.
  transmissionLogFailed: 'The transmission log could not be loaded. Please try again.',
  userExportFailed: 'An error occured while trying to get the user data.',
  editLoadFailed: 'Unknown error occurred.',
  transmissionListFailed: 'Oops!',
  // Sections 2 and 4: confirmations, outcomes and page texts.
  leaveUnsaved: 'Are you sure you want to leave? Your changes have not been saved.',
  cancelSurveyConfirm:
    'You have not saved your responses are you sure you want to leave this site? If yes then press Continue',
  deleteTransmissionConfirm:
    'Are you sure you want to permanently delete this Transmission family?',
  updateRanksConfirm: 'Are you sure you want to update Transmission Ranks?',
  ranksUpdated: 'Ranks updated successfully',
  accessDeniedTitle: 'Access Denied',
  accessDeniedBody: 'You are not authorized to view this page.',
  errorPageTitle: 'Oops! Something went wrong.',
  pageNotFound: 'Page Not Found',
  takeMeBackHome: 'Take me back home',
  /** The header greeting when the user has no display name. */
  welcome: 'Welcome',
  noSpecsYet: "Looks like you haven't created any specs yet.",
  noTransmissionsFound: 'No Transmissions Found',
  noTransmissionLogFound: 'No Transmission Log Found',
  rankingComplete: 'Great job!',
} as const;

const OWN_MESSAGES = {
  // Schema errors SPEC leaves unworded.
  enterNumber: 'Enter a number',
  wholeNumber: 'Enter a whole number',
  chooseOne: 'Choose one of the listed options',
  chooseAtLeastOne: 'Choose at least one option',
  noDuplicates: 'Each option can be chosen only once',
  /** Text holding NUL or half of a UTF-16 surrogate pair, which the database cannot store. */
  unstorableText: 'Remove the unsupported characters from this field',
  mountainFrequencyExclusive:
    'Choose either occasional or frequent mountain pass driving, not both',
  rankingIncomplete: 'Rank all five goals from 1 to 5, using each rank once',
  cruiseSpeedAboveMaxSpeed: 'Cruise speed cannot be higher than the occasional max road speed',
  invalidJsonText: 'Must be valid JSON text',
  // JSON refused before it is parsed (json-shape.ts): a request body or a JSON text field.
  jsonTooDeep: 'The data is nested too deeply.',
  jsonTooManyValues: 'The data holds too many values.',
  invalidId: 'Must be a whole number from 1 to 2147483647',
  unsupportedSpecVersion: "Saved spec version must be '1.0'",
  unknownField: 'This field is not allowed here',
  // States SPECS_PER_USER_MAX (spec.test.ts checks the two agree).
  specLimitReached:
    'You have reached the limit of 1000 saved specs. Please update an existing spec instead.',
  // States SPEC_BYTES_PER_USER_MAX in MB (spec.test.ts checks the two agree).
  specStorageFull:
    'This would take your saved specs past the 25 MB of storage an account may use. Please shorten the notes of this or another spec.',
  topChoiceRequired: 'A Transmission result needs a top choice',
  // A family's gear ratios (issue 14); the messages naming one gear are the builders below.
  gearRatiosTooFew: "Enter at least the lowest and the top gear's ratios",
  gearLowestNotAboveTop:
    "The lowest gear's ratio must be larger than the top gear's. List the forward ratios from the lowest gear to the top gear.",
  /** A saved spec's edits were stored (SPEC gives no text; it says so only for a failure). */
  specSaved: 'Your spec has been saved.',
  // Read-only links to a saved spec (issue 14): the owner's share panel and the public page.
  shareLinkNotice:
    'Anyone with this link can read this spec as last saved: the result, your answers and the notes. Nothing else of your account is shown.',
  shareLinkShownOnce:
    'Copy the link now: for your security it is shown only once. Making a new link later stops this one working.',
  sharedSince:
    'The link was shown only once, when it was made. If you no longer have it, make a new link: the old one then stops working.',
  shareLinkCopied: 'Link copied.',
  shareLinkCopyFailed: 'Your browser did not allow copying. Select the link and copy it yourself.',
  replaceShareLinkConfirm:
    'Make a new link? The current link stops working for everyone who has it.',
  stopSharingConfirm: 'Stop sharing this spec? The link stops working for everyone who has it.',
  sharingStopped: 'This spec is no longer shared.',
  specNotShared: 'This link is no longer shared',
  specNotSharedBody:
    'The owner may have stopped sharing this spec, or the link may be incomplete. Ask them for a new link.',
  invalidLinkAddress: 'Enter a link starting with https://, http:// or mailto:',
  // Deleting and duplicating a saved spec from My Specs (issue 25, decision 089).
  deleteSpecTitle: 'Delete this spec?',
  specDeleteFailed: 'The spec could not be deleted. Please try again.',
  specRestoreFailed: 'The spec could not be brought back. It may have been deleted for good.',
  specCopyFailed: 'The spec could not be duplicated. Please try again.',
  passwordLength: 'Password must be 9 to 16 characters long',
  passwordLowercase: 'Password must contain a lowercase letter',
  passwordUppercase: 'Password must contain an uppercase letter',
  passwordDigit: 'Password must contain a number',
  passwordSpecial: 'Password must contain a special character',
  passwordWhitespace: 'Password cannot start or end with a space',
  // Sign-in and password reset: never say which of e-mail or password was wrong, or whether an
  // account exists.
  invalidCredentials: 'The email or password is incorrect.',
  signInExpired: 'Your sign-in took too long. Please start again.',
  sessionIdle: 'You were signed out due to inactivity. Please sign in again.',
  // A sign-out the server could not complete (decision 080): nothing was revoked, so say so.
  signOutFailed:
    'We could not sign you out just now, so you are still signed in. Please try again in a moment.',
  invalidResetLink: 'This password reset link is invalid or has expired. Please request a new one.',
  // Insights (issue 28): the range of GET /api/insights and the page.
  insightsDateInvalid: 'Enter a date as YYYY-MM-DD, for example 2026-01-31',
  insightsRangeReversed: 'The end date cannot be before the start date',
  insightsRangeTooLong: 'Choose a range of at most two years (731 days)',
  insightsLoadFailed: 'The insights could not be loaded. Please try again.',
  insightsFewerThanFive: 'fewer than 5',
  // API errors, one per error code of api-error.ts.
  validationFailed: 'Some fields are not valid.',
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You are not authorized to do that.',
  csrfFailed: 'Your session has expired. Please reload the page.',
  notFound: 'Not found.',
  conflict: 'That conflicts with existing data.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'That type of content is not supported.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  internalError: SOMETHING_WENT_WRONG,
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
} as const;

/** Every fixed user-facing message, by purpose. Frozen so no caller can reword one at run time. */
export const MESSAGES = Object.freeze({ ...SPEC_MESSAGES, ...OWN_MESSAGES });
/** The key of a message in MESSAGES. */
export type MessageKey = keyof typeof MESSAGES;

/** SPEC 4: the rank confirmation when several transmissions share a rank. */
export function duplicateRanksMessage(names: readonly string[]): string {
  return `The following transmissions have the same rank: ${names.join(', ')}. Do you want to continue?`;
}

/** SPEC 5: learnMoreUrl is not an http(s) URL; `host` is the example shown (e.g. the app's origin). */
export function learnMoreUrlInvalid(host: string): string {
  return `Learn More URL must be a valid URL, including HTTP or HTTPS, e.g. ${host}`;
}

/** The question before a saved spec is deleted from My Specs, naming it. */
export function deleteSpecConfirmMessage(title: string): string {
  return `"${title}" will be deleted, with its notes and any share link. You can undo this for a few seconds.`;
}

/** The notice after a spec was deleted; it carries an Undo button. */
export function specDeletedMessage(title: string): string {
  return `"${title}" was deleted.`;
}

/** The notice after Undo brought a deleted spec back. */
export function specRestoredMessage(title: string): string {
  return `"${title}" is back.`;
}

/** The notice after a spec was duplicated, naming the copy. */
export function specCopiedMessage(copyTitle: string): string {
  return `Saved a copy as "${copyTitle}".`;
}

/** A text longer than `max`; 200 gives SPEC's own wording. */
export function tooLongMessage(max: number): string {
  return max === 200 ? MESSAGES.fieldTooLong200 : `Field cannot exceed ${max} characters`;
}

/** A list longer than it can ever be (e.g. more models than a family could hold). */
export function tooManyItemsMessage(max: number): string {
  return `Cannot have more than ${max} entries`;
}

/** A number outside its range, phrased like SPEC's goal-points message. */
export function outOfRangeMessage(range: Pick<NumericRange, 'min' | 'max'>): string {
  if (range.min === 0 && range.max === 100) return MESSAGES.goalPointsRange;
  return `Value must be within the range of ${range.min} to ${range.max}`;
}

/** A number between the bounds but off the step grid (e.g. 33,500 lbs with step 1000). */
export function offStepMessage(range: NumericRange): string {
  return `Value must be ${range.min} plus a multiple of ${range.step}`;
}

/**
 * The yearly fuel figure's annual distance outside its range (issue 26), e.g. "Enter annual miles
 * from 1,000 to 300,000".
 */
export function annualDistanceRangeMessage(
  range: Pick<NumericRange, 'min' | 'max'>,
  unit: 'miles' | 'kilometres',
): string {
  return `Enter annual ${unit} from ${range.min.toLocaleString('en-US')} to ${range.max.toLocaleString('en-US')}`;
}

/** The yearly fuel figure's fuel price outside its range, e.g. "... $0.50 to $20.00 per gallon". */
export function fuelPriceRangeMessage(
  range: Pick<NumericRange, 'min' | 'max'>,
  unit: 'gallon' | 'litre',
): string {
  return `Enter a fuel price from $${range.min.toFixed(2)} to $${range.max.toFixed(2)} per ${unit}`;
}

/** Which bound of its range a typed survey value was clamped to. */
export type ClampedBound = 'min' | 'max';

/**
 * Said beside a survey field whose typed value SPEC 5's clamp changed (issue 25), so the change is
 * never silent; `shown` is the bound as the visitor reads it, e.g. "250,000 lbs".
 */
export function clampedValueMessage(bound: ClampedBound, shown: string): string {
  return `Set to ${shown}, the ${bound === 'max' ? 'most' : 'least'} this tool covers`;
}

/** How the save warning names each family limit and the trucks it keeps (issue 25). */
const LIMIT_AT_MINIMUM_WORDS: Readonly<
  Record<FamilyLimitKey, { readonly name: string; readonly unit: string; readonly trucks: string }>
> = {
  maxSupportedCruiseSpeed: { name: 'Max cruise speed', unit: 'mph', trucks: 'that cruise at' },
  maxSupportedMaxSpeed: { name: 'Max top speed', unit: 'mph', trucks: 'whose top road speed is' },
  maxSupportedEngineHp: { name: 'Max engine power', unit: 'HP', trucks: 'with engines of' },
  maxSupportedGcw: { name: 'Max GCW', unit: 'lbs', trucks: 'with a GCW of' },
};

/**
 * Said before saving a family whose limit sits at its minimum (decision 088): SPEC 3 starts a new
 * family there, and a limit left there offers the family to almost no truck.
 */
export function limitAtMinimumMessage({ key, value }: LimitAtMinimum): string {
  const { name, unit, trucks } = LIMIT_AT_MINIMUM_WORDS[key];
  const shown = `${value.toLocaleString('en-US')} ${unit}`;
  return `${name} is ${shown}, the least it can be: this family will be offered only to trucks ${trucks} ${shown} or less.`;
}

/** The title of that warning, for one limit or several. */
export function limitsAtMinimumTitle(count: number): string {
  return count === 1 ? 'Save with a limit at its minimum?' : 'Save with limits at their minimum?';
}

/** Which list of a family's gear ratios a message is about. */
export type GearKind = 'forward' | 'reverse';

/** How a message names one gear: index 0 of the forward list is 'gear 1', the lowest gear. */
function gearName(kind: GearKind, index: number): string {
  return `${kind === 'reverse' ? 'reverse gear' : 'gear'} ${String(index + 1)}`;
}

/** A gear ratio that is not a number (e.g. '11,o' typed in the admin form). */
export function gearRatioNotNumberMessage(kind: GearKind, index: number): string {
  return `Enter a number for ${gearName(kind, index)}`;
}

/** A gear ratio of 0 or less, or above the largest a truck transmission has. */
export function gearRatioRangeMessage(kind: GearKind, index: number, max: number): string {
  return `The ratio of ${gearName(kind, index)} must be greater than 0 and at most ${String(max)}`;
}

/** A forward gear whose ratio is not smaller than the one before it. */
export function gearRatioOrderMessage(index: number): string {
  return `The ratio of ${gearName('forward', index)} must be smaller than that of ${gearName('forward', index - 1)}. List the forward ratios from the lowest gear to the top gear.`;
}

/** More forward or reverse gears than a family may list. */
export function tooManyGearsMessage(kind: GearKind, max: number): string {
  return `Cannot have more than ${String(max)} ${kind} gears`;
}
