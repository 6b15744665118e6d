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

function leadTable() {
  return screen.getByRole('table', {
    name: /^Endurant HD and Fuller Advantage: where they differ/,
  });
}

function alikeTable() {
  return screen.getByRole('table', {
    name: /^Endurant HD and Fuller Advantage: the same for both/,
  });
}

function cells(row: HTMLElement) {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
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

  it('leads with the rows that differ, says the rule, and flags a limit the answers sit at', async () => {
    const user = userEvent.setup();
    storeResult(detailed);
    await renderApp(SURVEY_RESULT_URL);

    await user.click(screen.getByRole('button', { name: 'Compare side by side' }));

    expect(
      screen.getByText(
        'Marked Differs only where it matters: engineering figures within 1% of each other or with the same verdict count as the same, and so do estimated fuel economy, trip time, climb speeds and axle ratios to order within 1%. A limit your answer is at or within 5% of is flagged.',
      ),
    ).toBeVisible();
    const lead = leadTable();
    // The runner-up is rated for exactly the 1,650 lb-ft engine of the answers.
    const torque = within(lead).getByRole('row', { name: /^Model torque rating/ });
    expect(torque).toHaveTextContent('Differs');
    expect(cells(torque)).toEqual(['1,850 lb-ft', '1,650 lb-ftYour 1,650 lb-ft is at this limit']);
    expect(within(lead).getByRole('row', { name: /^Engine make: Cummins/ })).toHaveTextContent(
      'Differs',
    );
    expect(within(lead).getByRole('row', { name: /^Top gear ratio/ })).toHaveTextContent(
      '0.770.80',
    );
    // Every row that leads is marked, or carries a limit the answers sit at or near.
    for (const row of within(lead).getAllByRole('row').slice(1)) {
      if (within(row).queryAllByRole('cell').length === 0) continue; // a group heading
      expect(row.textContent).toMatch(/Differs|limit/);
    }
    expect(within(lead).queryByRole('row', { name: /^Gross combined weight limit/ })).toBeNull();
  });

  it('holds back the rows that are the same for both behind a button', async () => {
    const user = userEvent.setup();
    storeResult(detailed);
    await renderApp(SURVEY_RESULT_URL);
    await user.click(screen.getByRole('button', { name: 'Compare side by side' }));

    const more = screen.getByRole('button', { name: /^Same for both \(\d+ rows\)$/ });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: /the same for both/ })).toBeNull();

    await user.click(more);

    expect(more).toHaveAttribute('aria-expanded', 'true');
    const alike = alikeTable();
    expect(cells(within(alike).getByRole('row', { name: /^Gross combined weight limit/ }))).toEqual(
      ['110,000 lbs', '110,000 lbs'],
    );
    // Both inside the 1,050-1,500 rpm band, worked out for the same tire: the top choice's 1,066
    // rpm against 65 x 2.64 x 0.80 x 511 / 60 = 1,169 rpm for the runner-up.
    const cruise = within(alike).getByRole('row', {
      name: /^Engine speed at cruise, top gear, low end/,
    });
    expect(cruise).not.toHaveTextContent('Differs');
    expect(cells(cruise)[0]).toMatch(/^1,066 rpm at 2\.50/);
    expect(cells(cruise)[1]).toMatch(/^1,169 rpm at 2\.64/);

    await user.click(more);
    expect(screen.queryByRole('table', { name: /the same for both/ })).toBeNull();
  });

  it('is not offered without a runner-up', async () => {
    storeResult({ ...detailed, runnerUp: null });
    await renderApp(SURVEY_RESULT_URL);

    expect(screen.getByRole('heading', { name: /^Engineering check/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compare side by side' })).not.toBeInTheDocument();
  });
});
