import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SURVEY_RESULT_STORAGE_KEY } from '../../../features/survey/survey-result-storage';
import { SURVEY_RESULT_URL } from '../../../features/survey/survey-result-url';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { clearCookies, renderApp } from '../../../testing/render-app';
import {
  TEST_CONFIG,
  buildDetails,
  buildSurveyAnswers,
  buildSurveyResponse,
  buildTransmission,
} from '../../../testing/survey-builders';

function storeTopChoice(name: string, modelName: string) {
  const response = buildSurveyResponse({
    topChoice: buildTransmission({
      name,
      modelName,
      axleRatio: '2.50 - 2.90',
      details: buildDetails(),
    }),
    runnerUp: null,
  });
  sessionStorage.setItem(
    SURVEY_RESULT_STORAGE_KEY,
    JSON.stringify({ answers: buildSurveyAnswers(), response }),
  );
}

describe("the engineering check's table caption names the model once (issue 25)", () => {
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    stubFetch(() => jsonResponse(TEST_CONFIG));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('does not repeat a family name the model name already starts with', async () => {
    storeTopChoice('Endurant XD', 'Endurant XD 1850');
    await renderApp(SURVEY_RESULT_URL);
    const table = screen.getByRole('table', { name: /^Endurant XD 1850, / });
    expect(table.querySelector('caption')?.textContent).not.toContain('Endurant XD Endurant XD');
  });

  it('puts the family name before a model code', async () => {
    storeTopChoice('Endurant HD', 'EEO-17F112C');
    await renderApp(SURVEY_RESULT_URL);
    expect(screen.getByRole('table', { name: /^Endurant HD EEO-17F112C, / })).toBeInTheDocument();
  });
});
