import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { linehaulTractorAnswers } from '@transmission-spec/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '../../testing/builders';
import { jsonResponse, notFoundResponse, stubFetch } from '../../testing/fetch-stub';
import { clearCookies, renderApp } from '../../testing/render-app';
import { TEST_CONFIG, buildSurveyResponse } from '../../testing/survey-builders';

function api(survey: () => Response) {
  return stubFetch(({ url, method }) => {
    if (url === '/api/config') return jsonResponse(TEST_CONFIG);
    if (url === '/api/survey' && method === 'POST') return survey();
    return notFoundResponse();
  });
}

describe('Demo', () => {
  beforeEach(() => {
    clearCookies();
    document.cookie = 'csrf-token=t0k3n; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs the sample linehaul answers through the real survey call and shows the result', async () => {
    const user = userEvent.setup();
    const { requests } = api(() => jsonResponse(buildSurveyResponse()));
    await renderApp('/demo', { user: buildUser() });

    await user.click(await screen.findByRole('button', { name: 'Get the recommendation' }));

    expect(
      await screen.findByRole('article', { name: 'Top match: Endurant HD' }),
    ).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual(linehaulTractorAnswers());
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Start your own survey' }),
    ).toHaveAttribute('href', '/survey');
  });

  it('says something went wrong when the recommendation fails, and lets the user try again', async () => {
    const user = userEvent.setup();
    api(() => jsonResponse({ code: 'INTERNAL', message: 'x' }, 500));
    await renderApp('/demo', { user: buildUser() });

    await user.click(await screen.findByRole('button', { name: 'Get the recommendation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Get the recommendation' })).toBeEnabled();
  });
});
