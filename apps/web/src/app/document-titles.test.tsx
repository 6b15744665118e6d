import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SURVEY_RESULT_STORAGE_KEY } from '../features/survey/survey-result-storage';
import { SURVEY_RESULT_URL } from '../features/survey/survey-result-url';
import { buildAdmin } from '../testing/builders';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import { clearCookies, renderApp } from '../testing/render-app';
import { TEST_CONFIG, buildSurveyAnswers, buildSurveyResponse } from '../testing/survey-builders';

/** Every screen names itself in the browser tab (issue 13, point 9), as its heading does. */
const TITLES: readonly (readonly [path: string, title: string])[] = [
  ['/', 'Transmission Spec'],
  ['/survey', 'Create a New Transmission Spec · Transmission Spec'],
  ['/help', 'Help · Transmission Spec'],
  ['/register', 'Create Account · Transmission Spec'],
  ['/created', 'Account Created · Transmission Spec'],
  ['/updated', 'Account Updated · Transmission Spec'],
  ['/forgot-password', 'Forgot Password · Transmission Spec'],
  ['/reset-password?id=7&verificationCode=ABC123', 'Reset Password · Transmission Spec'],
  ['/privacy-policy', 'Privacy Policy · Transmission Spec'],
  ['/terms-and-conditions', 'Terms and Conditions · Transmission Spec'],
  ['/contact-us', 'Contact Us · Transmission Spec'],
  ['/error', 'Error · Transmission Spec'],
  ['/unauthorized', 'Access Denied · Transmission Spec'],
  ['/inactive', 'Signed out · Transmission Spec'],
  ['/spec', 'My Specs · Transmission Spec'],
  ['/transmission-data', 'Transmission Data · Transmission Spec'],
  ['/transmission-data/add', 'Add Transmission · Transmission Spec'],
  ['/insights', 'Insights · Transmission Spec'],
  ['/no-such-page', 'Page Not Found · Transmission Spec'],
];

describe('Document titles', () => {
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    document.title = '';
    stubFetch(() => jsonResponse(TEST_CONFIG));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(TITLES)('titles %s as "%s"', async (path, title) => {
    await renderApp(path, { user: buildAdmin() });
    await waitFor(() => {
      expect(document.title).toBe(title);
    });
  });

  it('titles a survey result as the recommendation, not as the wizard', async () => {
    const stored = { answers: buildSurveyAnswers(), response: buildSurveyResponse() };
    sessionStorage.setItem(SURVEY_RESULT_STORAGE_KEY, JSON.stringify(stored));
    await renderApp(SURVEY_RESULT_URL);
    await waitFor(() => {
      expect(document.title).toBe('Your Transmission Recommendation · Transmission Spec');
    });
  });

  it('titles a result where no transmission fits as such', async () => {
    const response = buildSurveyResponse({
      type: 'NoTransmission',
      topChoice: null,
      runnerUp: null,
    });
    const stored = { answers: buildSurveyAnswers(), response };
    sessionStorage.setItem(SURVEY_RESULT_STORAGE_KEY, JSON.stringify(stored));
    await renderApp(SURVEY_RESULT_URL);
    await waitFor(() => {
      expect(document.title).toBe('No Transmission Fits · Transmission Spec');
    });
  });
});
