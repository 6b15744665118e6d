import { MESSAGES } from '@transmission-spec/domain';
import type { SurveyAnswers } from '@transmission-spec/domain';
import { useState } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';

import { useNotify } from '../../components/notifications';
import { trackEvent } from '../../lib/tracking';
import { useSubmitSurvey } from './api/submit-survey';
import { clearSurveyResult, loadSurveyResult, saveSurveyResult } from './survey-result-storage';
import type { StoredSurveyResult } from './survey-result-storage';
import { SURVEY_COMPLETED_EVENT } from './survey-text';

export type SurveyStage =
  | { readonly name: 'disclaimer' }
  | { readonly name: 'wizard' }
  | { readonly name: 'result'; readonly result: StoredSurveyResult };

/**
 * SPEC 4 survey flow: disclaimer, wizard pages, submit, result (a failed submit goes to /error).
 * Arriving by a page load or history (a reload, the return from sign-in, Back) shows the last
 * result of this tab again; following a link to /survey starts a new survey, also from the result
 * itself (the page stays mounted then), while mid-survey such a link keeps the answers.
 */
export function useSurveyFlow() {
  const navigationType = useNavigationType();
  const [stage, setStage] = useState<SurveyStage>(() => {
    const stored = navigationType === NavigationType.Pop ? loadSurveyResult() : null;
    return stored === null ? { name: 'disclaimer' } : { name: 'result', result: stored };
  });
  const location = useLocation();
  const [entryKey, setEntryKey] = useState(location.key);
  if (entryKey !== location.key) {
    // A new history entry for /survey while this page is on screen (React's "adjust state when a
    // prop changes" pattern: set during render, before anything is shown).
    setEntryKey(location.key);
    if (stage.name === 'result' && navigationType !== NavigationType.Pop) {
      setStage({ name: 'disclaimer' });
    }
  }
  const submission = useSubmitSurvey();
  const notify = useNotify();
  const navigate = useNavigate();

  const start = () => {
    clearSurveyResult();
    setStage({ name: 'wizard' });
  };

  const submit = (answers: SurveyAnswers) => {
    submission.mutate(answers, {
      onSuccess: (response) => {
        const result = { answers, response };
        saveSurveyResult(result);
        setStage({ name: 'result', result });
        window.scrollTo(0, 0);
        trackEvent(SURVEY_COMPLETED_EVENT);
      },
      onError: () => {
        notify(MESSAGES.surveySubmitFailed, 'error');
        void navigate('/error');
      },
    });
  };

  /** Leaves for the home page and forgets the shown result. */
  const leave = () => {
    clearSurveyResult();
    void navigate('/');
  };

  return { stage, start, submit, submitting: submission.isPending, leave };
}
