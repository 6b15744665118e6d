import { MESSAGES } from '@transmission-spec/domain';
import type { SurveyAnswers } from '@transmission-spec/domain';
import { useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';
import type { Location } from 'react-router';

import { useNotify } from '../../components/notifications';
import { trackEvent } from '../../lib/tracking';
import { useLeaveWarning } from '../../lib/use-leave-warning';
import { useSubmitSurvey } from './api/submit-survey';
import { clearSurveyDraft, loadSurveyDraft, saveSurveyDraft } from './survey-draft-storage';
import { answersToForm, emptySurveyForm, toSurveyDraft } from './survey-form';
import type { SurveyForm } from './survey-form';
import { SURVEY_PAGES, firstUnfilledPage } from './survey-pages';
import { clearSurveyResult, loadSurveyResult, saveSurveyResult } from './survey-result-storage';
import type { StoredSurveyResult } from './survey-result-storage';
import { SURVEY_RESULT_URL, isSurveyResultUrl } from './survey-result-url';
import { SURVEY_COMPLETED_EVENT } from './survey-text';

export type SurveyStage =
  | { readonly name: 'disclaimer' }
  /** `page` is 0-based; the history entry says which page it shows. */
  | { readonly name: 'wizard'; readonly page: number }
  | { readonly name: 'result'; readonly result: StoredSurveyResult };

/**
 * Which wizard page a /survey history entry shows, kept in the entry's state so that Back, Forward
 * and a reload (which keeps history state) return to the same page. The result is told by its
 * address instead (survey-result-url.ts), which also survives the round trip through sign-in.
 */
interface SurveyEntryState {
  /** The wizard page, 1-based. */
  readonly surveyPage?: number;
  /** True when this entry was pushed by Next from the page before, so Back can simply go back. */
  readonly fromPrevious?: boolean;
}

function entryState(location: Location): SurveyEntryState {
  const state: unknown = location.state;
  return typeof state === 'object' && state !== null ? state : {};
}

/** True when the form holds any answer, i.e. leaving would throw something away. */
function hasAnswers(form: SurveyForm): boolean {
  return JSON.stringify(form) !== JSON.stringify(emptySurveyForm());
}

/**
 * The step a /survey history entry shows. A wizard entry says so in its state; the result's
 * address shows this tab's last result (on a reload, Back or Forward, or back from sign-in).
 * Anything else starts a new survey from the disclaimer, as a first visit does: /survey typed or
 * followed by a link, also from the result; only mid-survey does such a link keep the wizard where
 * it was.
 */
function stageFor(
  location: Location,
  navigationType: NavigationType,
  previous: SurveyStage | null,
  form: SurveyForm,
): SurveyStage {
  const state = entryState(location);
  if (state.surveyPage !== undefined) {
    // Never past the first page still unanswered (Forward after changing an earlier answer).
    const reachable = Math.min(firstUnfilledPage(toSurveyDraft(form)), SURVEY_PAGES.length - 1);
    return { name: 'wizard', page: Math.max(0, Math.min(state.surveyPage - 1, reachable)) };
  }
  if (isSurveyResultUrl(location.search)) {
    const stored = loadSurveyResult();
    if (stored !== null) return { name: 'result', result: stored };
  }
  if (previous?.name === 'wizard' && navigationType !== NavigationType.Pop) return previous;
  return { name: 'disclaimer' };
}

/**
 * SPEC 4 survey flow: disclaimer, wizard pages, submit, result (a failed submit goes to /error).
 * The answers are kept in the tab's session storage while the survey is open, each wizard page is
 * a history entry, and leaving an unfinished survey by any in-app link asks first (SPEC's cancel
 * text), as the browser does on unload.
 */
export function useSurveyFlow() {
  const navigationType = useNavigationType();
  const location = useLocation();
  const [form, setForm] = useState<SurveyForm>(() => loadSurveyDraft() ?? emptySurveyForm());
  const [stage, setStage] = useState<SurveyStage>(() =>
    stageFor(location, navigationType, null, form),
  );
  const navigate = useNavigate();
  const [entryKey, setEntryKey] = useState(location.key);
  if (entryKey !== location.key) {
    // A new history entry for /survey while this page is on screen (React's "adjust state when a
    // prop changes" pattern: set during render, before anything is shown).
    setEntryKey(location.key);
    setStage(stageFor(location, navigationType, stage, form));
  }
  const submission = useSubmitSurvey();
  const notify = useNotify();

  useEffect(() => {
    saveSurveyDraft(form);
  }, [form]);

  // The wizard kept on screen by a link to /survey mid-survey: make that entry a wizard page too,
  // so a reload or Back from the next page comes back to it.
  const wizardPage = stage.name === 'wizard' ? stage.page : null;
  const stateless = entryState(location).surveyPage === undefined;
  useEffect(() => {
    if (wizardPage !== null && stateless) {
      void navigate('/survey', { replace: true, state: { surveyPage: wizardPage + 1 } });
    }
  }, [wizardPage, stateless, navigate]);

  // The result's address with no result left in this tab (its storage was cleared, or the address
  // was opened in a new tab): the disclaimer shows, so the address should not promise a result.
  const staleResultUrl = stage.name === 'disclaimer' && isSurveyResultUrl(location.search);
  useEffect(() => {
    if (staleResultUrl) void navigate('/survey', { replace: true });
  }, [staleResultUrl, navigate]);

  // Set just before the flow itself navigates away after the visitor chose to (Cancel, a failed
  // submit), so the leave warning does not ask a second time.
  const leaving = useRef(false);
  const unfinished = stage.name === 'wizard' && hasAnswers(form);
  const blocker = useLeaveWarning(unfinished, () => leaving.current);

  const forget = () => {
    clearSurveyResult();
    clearSurveyDraft();
  };

  const goToPage = (page: number, fromPrevious: boolean) => {
    void navigate('/survey', { state: { surveyPage: page + 1, fromPrevious } });
  };

  const start = () => {
    forget();
    setForm(emptySurveyForm());
    goToPage(0, false);
  };

  const next = () => {
    if (stage.name === 'wizard') goToPage(stage.page + 1, true);
  };

  const back = () => {
    if (stage.name !== 'wizard') return;
    // Pushed by Next from the page before: going back keeps the history as the browser sees it.
    if (entryState(location).fromPrevious === true) {
      void navigate(-1);
    } else {
      void navigate('/survey', {
        replace: true,
        state: { surveyPage: stage.page, fromPrevious: false },
      });
    }
  };

  /** 'Edit answers' on the result: the wizard again, from page 1, with every answer given. */
  const edit = () => {
    if (stage.name !== 'result') return;
    setForm(answersToForm(stage.result.answers));
    goToPage(0, false);
  };

  /** A new survey from the disclaimer, forgetting the result and its answers. */
  const startOver = () => {
    forget();
    setForm(emptySurveyForm());
    void navigate('/survey');
  };

  const submit = (answers: SurveyAnswers) => {
    submission.mutate(answers, {
      onSuccess: (response) => {
        const result = { answers, response };
        saveSurveyResult(result);
        void navigate(SURVEY_RESULT_URL);
        window.scrollTo(0, 0);
        trackEvent(SURVEY_COMPLETED_EVENT);
      },
      onError: () => {
        notify(MESSAGES.surveySubmitFailed, 'error');
        leaving.current = true;
        void navigate('/error');
      },
    });
  };

  /** Leaves for the home page and forgets the survey. */
  const leave = () => {
    forget();
    leaving.current = true;
    void navigate('/');
  };

  /** The leave warning for in-app links (null when nothing is blocked). */
  const leaveWarning =
    blocker.state === 'blocked'
      ? {
          onStay: () => {
            blocker.reset();
          },
          onLeave: () => {
            forget();
            blocker.proceed();
          },
        }
      : null;

  return {
    stage,
    form,
    setForm,
    start,
    next,
    back,
    edit,
    startOver,
    submit,
    submitting: submission.isPending,
    leave,
    leaveWarning,
  };
}
