import { screen } from '@testing-library/react';
import type { SurveyResponse } from '@transmission-spec/domain';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../../testing/render-app';
import { buildSurveyAnswers, buildSurveyResponse } from '../../../../testing/survey-builders';
import { freshSurveyForEachTest } from '../../../../testing/survey-walk';
import { SURVEY_RESULT_STORAGE_KEY } from '../../survey-result-storage';
import { SURVEY_RESULT_URL } from '../../survey-result-url';

/** What the server answers for a cruise speed of 80 mph that no family takes (decision 045). */
const cruiseTooFast: SurveyResponse = buildSurveyResponse({
  type: 'NoTransmission',
  topChoice: null,
  runnerUp: null,
  message: 'No transmission in the portfolio takes a cruise speed of 80 mph.',
  reason: {
    kind: 'unsupportedAnswers',
    obstacles: [{ kind: 'limit', check: 'cruiseSpeed', value: 80, unit: 'mph' }],
  },
});

function storeResult(response: SurveyResponse) {
  const answers = buildSurveyAnswers({ cruiseSpeed: 80, maxSpeed: 80 });
  sessionStorage.setItem(SURVEY_RESULT_STORAGE_KEY, JSON.stringify({ answers, response }));
}

describe('NoTransmission reason', () => {
  freshSurveyForEachTest();

  it('speaks the chosen Metric units, not the Imperial text of the API', async () => {
    document.cookie = 'units=Metric; path=/';
    storeResult(cruiseTooFast);
    await renderApp(SURVEY_RESULT_URL);

    expect(
      screen.getByText('No transmission in the portfolio takes a cruise speed of 129 kph.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/80 mph/)).not.toBeInTheDocument();
  });

  it('speaks Imperial units when they are chosen', async () => {
    storeResult(cruiseTooFast);
    await renderApp(SURVEY_RESULT_URL);

    expect(
      screen.getByText('No transmission in the portfolio takes a cruise speed of 80 mph.'),
    ).toBeInTheDocument();
  });

  it('shows the message as sent when the response carries no reason', async () => {
    storeResult({ ...cruiseTooFast, message: 'Catalogue closed for stocktaking.', reason: null });
    await renderApp(SURVEY_RESULT_URL);

    expect(screen.getByText('Catalogue closed for stocktaking.')).toBeInTheDocument();
  });
});
