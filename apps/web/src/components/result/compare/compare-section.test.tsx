import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SurveyResponse } from '@transmission-spec/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SURVEY_RESULT_STORAGE_KEY } from '../../../features/survey/survey-result-storage';
import { SURVEY_RESULT_URL } from '../../../features/survey/survey-result-url';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { clearCookies, renderApp } from '../../../testing/render-app';
import {
  TEST_CONFIG,
  buildDetails,
  buildRunnerUpDetails,
  buildSurveyAnswers,
  buildSurveyResponse,
  buildTransmission,
} from '../../../testing/survey-builders';

function storeResult(response: SurveyResponse) {
  sessionStorage.setItem(
    SURVEY_RESULT_STORAGE_KEY,
    JSON.stringify({ answers: buildSurveyAnswers(), response }),
  );
}

const detailed = buildSurveyResponse({
  topChoice: buildTransmission({ axleRatio: '2.50 - 2.90', details: buildDetails() }),
  runnerUp: buildTransmission({
    name: 'Fuller Advantage',
    modelName: 'FAO-16810S-EC3',
    axleRatio: '2.64 - 3.08',
    details: buildRunnerUpDetails(),
  }),
});

function compareRow(name: RegExp) {
  const table = screen.getByRole('table', { name: /^Endurant HD and Fuller Advantage/ });
  return within(table).getByRole('row', { name });
}

describe('Compare side by side', () => {
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    stubFetch(() => jsonResponse(TEST_CONFIG));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('marks in words the rows where top match and runner-up differ', async () => {
    const user = userEvent.setup();
    storeResult(detailed);
    await renderApp(SURVEY_RESULT_URL);

    await user.click(screen.getByRole('button', { name: 'Compare side by side' }));

    const torque = compareRow(/^Model torque rating/);
    expect(torque).toHaveTextContent('Differs');
    expect(
      within(torque)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,850 lb-ft', '1,650 lb-ft']);
    const gcw = compareRow(/^Gross combined weight limit/);
    expect(gcw).not.toHaveTextContent('Differs');
    expect(compareRow(/^Engine make: Cummins/)).toHaveTextContent('Differs');
    expect(compareRow(/^Top gear ratio/)).toHaveTextContent('0.770.80');
    // Both worked out for the same tire: the top choice's 1,066 rpm against 65 x 2.64 x 0.80 x
    // 511 / 60 = 1,169 rpm for the runner-up.
    const cruise = compareRow(/^Engine speed at cruise, top gear, low end/);
    expect(within(cruise).getAllByRole('cell')[0]).toHaveTextContent(/^1,066 rpm at 2\.50/);
    expect(within(cruise).getAllByRole('cell')[1]).toHaveTextContent(/^1,169 rpm at 2\.64/);
  });

  it('is not offered without a runner-up', async () => {
    storeResult({ ...detailed, runnerUp: null });
    await renderApp(SURVEY_RESULT_URL);

    expect(screen.getByRole('heading', { name: /^Engineering check/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compare side by side' })).not.toBeInTheDocument();
  });
});
