import { SurveyFormSchema } from './survey-form';
import type { SurveyForm } from './survey-form';

/**
 * The unfinished survey's answers, kept for the browser tab's lifetime so that a reload (or Back
 * out of the wizard and Forward again) finds every answer where the visitor left it. The page the
 * visitor was on lives in the history entry itself (use-survey-flow), so Back and Forward work too.
 */
export const SURVEY_DRAFT_STORAGE_KEY = 'transmission-spec.survey-draft';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked by the browser's privacy settings; the draft then lives in memory only.
    return null;
  }
}

export function saveSurveyDraft(form: SurveyForm): void {
  try {
    storage()?.setItem(SURVEY_DRAFT_STORAGE_KEY, JSON.stringify(form));
  } catch {
    // Full or blocked storage only costs the reload convenience.
  }
}

/** The stored draft, or null when there is none or it no longer parses. */
export function loadSurveyDraft(): SurveyForm | null {
  const raw = storage()?.getItem(SURVEY_DRAFT_STORAGE_KEY);
  if (raw === null || raw === undefined) return null;
  try {
    const parsed = SurveyFormSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearSurveyDraft(): void {
  storage()?.removeItem(SURVEY_DRAFT_STORAGE_KEY);
}
