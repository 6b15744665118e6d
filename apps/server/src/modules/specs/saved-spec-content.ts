import {
  GearingWarningSchema,
  MODEL_NAME_MAX_LENGTH,
  RESULT_AXLE_RATIO_MAX_LENGTH,
  SavedSpecResultSchema,
  SaveSpecSurveySchema,
  SurveyAnswersSchema,
  TransmissionDetailsSchema,
  TRANSMISSION_NAME_MAX_LENGTH,
  type SavedSpecResult,
  type SurveyResponse,
  type TransmissionFamily,
  type TransmissionResult,
} from '@transmission-spec/domain';
import { sanitizeRichText } from '../../rich-text/rich-text-sanitizer.js';

/**
 * What a saved spec's result, survey and notes hold on the way in and out (decision 082). On save
 * the server stores its own recommendation for the saved answers; on every read (the owner's
 * GET /api/surveyresult/{id} and a share link's GET /api/shared/{token}) each card's text and links
 * are the catalogue's own as they are now, and notes pass the rich-text allowlist again, so a row
 * written before these rules (which may hold anything) never reaches a reader as it was stored.
 */

/** The cards a spec stores for a recommendation, as the web app builds them from a survey answer. */
export function cardsOf(response: SurveyResponse): SavedSpecResult {
  return response.type === 'Transmission'
    ? { topChoice: response.topChoice, runnerUp: response.runnerUp }
    : { topChoice: null, runnerUp: null };
}

/**
 * Cards as JSON text, keys in the schema's order, which is the order POST /api/survey sends them
 * in: a client that saves exactly the result it received stores it byte for byte.
 */
export function cardsJson(cards: SavedSpecResult): string {
  return JSON.stringify(SavedSpecResultSchema.parse(cards));
}

/**
 * What a stored text that no longer reads as its shape is answered as: JSON `null`, which the web
 * app reads as "cannot be shown" exactly as it did the unreadable text, without handing the text out.
 */
const UNREADABLE = 'null';

function parsedJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * One card as a reader sees it. A family still in the catalogue (disabled ones included: their text
 * is still ours) shows its current description, learn-more link and image, and the saved model only
 * if the family has (or had) a model of that name. A family deleted since, or a name the catalogue
 * never had, shows its saved names without text, links or image. The why, gearing and gearing
 * warning (numbers and the survey's own choices) are kept when they hold exactly their bounded shape, else dropped, as
 * for a spec saved before they existed.
 */
function presentCard(
  card: TransmissionResult,
  families: ReadonlyMap<string, TransmissionFamily>,
): TransmissionResult {
  const family = families.get(card.name);
  const details = TransmissionDetailsSchema.safeParse(card.details);
  const gearingWarning = GearingWarningSchema.safeParse(card.gearingWarning);
  const modelName = family
    ? family.modelTorques.some((model) => model.name === card.modelName)
      ? card.modelName
      : ''
    : clip(card.modelName, MODEL_NAME_MAX_LENGTH);
  return {
    name: clip(card.name, TRANSMISSION_NAME_MAX_LENGTH),
    learnMoreUrl: family?.learnMoreUrl ?? '',
    description: family?.description ?? '',
    image: family?.image ?? null,
    modelName,
    axleRatio: clip(card.axleRatio, RESULT_AXLE_RATIO_MAX_LENGTH),
    ...(details.success ? { details: details.data } : {}),
    ...(gearingWarning.success ? { gearingWarning: gearingWarning.data } : {}),
  };
}

/** A stored result's JSON text as readers get it (see presentCard), or UNREADABLE. */
export function presentResult(text: string, live: readonly TransmissionFamily[]): string {
  const json = parsedJson(text);
  const read = json.ok ? SavedSpecResultSchema.safeParse(json.value) : undefined;
  if (!read?.success) return UNREADABLE;
  const families = new Map(live.map((family) => [family.name, family]));
  const { topChoice, runnerUp } = read.data;
  return JSON.stringify({
    topChoice: topChoice && presentCard(topChoice, families),
    runnerUp: runnerUp && presentCard(runnerUp, families),
  });
}

/**
 * A stored survey's JSON text as readers get it: as stored when it holds exactly the answers (only
 * choices and numbers), the answers alone when an older save carried more, else UNREADABLE.
 */
export function presentSurvey(text: string): string {
  const json = parsedJson(text);
  if (!json.ok) return UNREADABLE;
  if (SaveSpecSurveySchema.safeParse(json.value).success) return text;
  const answers = SurveyAnswersSchema.safeParse(json.value);
  return answers.success ? JSON.stringify(answers.data) : UNREADABLE;
}

/** What a reader gets of a stored spec's contents. */
export interface SpecContent {
  readonly notes: string;
  readonly result: string;
  readonly survey: string;
}

/** A stored spec's notes, result and survey as any reader gets them (see the module comment). */
export function presentSpecContent(
  stored: SpecContent,
  live: readonly TransmissionFamily[],
): SpecContent {
  return {
    // Idempotent, so notes cleaned on save come out unchanged.
    notes: sanitizeRichText(stored.notes),
    result: presentResult(stored.result, live),
    survey: presentSurvey(stored.survey),
  };
}
