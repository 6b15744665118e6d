import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SURVEY_RESULT_URL } from '../../features/survey/survey-result-url';
import type { FetchHandler } from '../../testing/fetch-stub';
import { jsonResponse, notFoundResponse, stubFetch } from '../../testing/fetch-stub';
import { clearCookies, renderApp } from '../../testing/render-app';
import {
  TEST_CONFIG,
  buildSurveyAnswers,
  buildSurveyResponse,
} from '../../testing/survey-builders';
import { walkToLastPage } from '../../testing/survey-walk';

/** The API as this screen uses it: the public configuration and the survey endpoint. */
function api(survey: () => Response): FetchHandler {
  return ({ url, method }) => {
    if (url === '/api/config' && method === 'GET') return jsonResponse(TEST_CONFIG);
    if (url === '/api/survey' && method === 'POST') return survey();
    return notFoundResponse();
  };
}

describe('Survey submission', () => {
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    document.cookie = 'csrf-token=token-from-server; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as { dataLayer?: unknown[] }).dataLayer;
  });

  it('sends the answers in Imperial with the CSRF header and shows both transmissions', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const dataLayer: unknown[] = [];
    (window as { dataLayer?: unknown[] }).dataLayer = dataLayer;
    const { requests } = stubFetch(api(() => jsonResponse(buildSurveyResponse())));
    const { router } = await renderApp('/survey');

    await walkToLastPage(user);
    await user.click(screen.getByRole('button', { name: 'See My Result' }));

    const topMatch = await screen.findByRole('article', { name: 'Top match: Endurant HD' });
    // The result's own address, which a reload and the return from sign-in keep.
    const { pathname, search } = router.state.location;
    expect(pathname + search).toBe(SURVEY_RESULT_URL);
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/api/survey');
    expect(post?.headers.get('X-CSRF-Token')).toBe('token-from-server');
    expect(post?.body).toEqual(buildSurveyAnswers());

    expect(within(topMatch).getByText('EEO-17F112C')).toBeInTheDocument();
    expect(within(topMatch).getByText('2.2 - 2.6')).toBeInTheDocument();
    expect(
      within(topMatch).getByRole('link', { name: /^Learn more about Endurant HD/ }),
    ).toHaveAttribute('href', 'https://transmissions.example/endurant-hd');
    expect(
      screen.getByRole('article', { name: 'Runner-up: Fuller Advantage' }),
    ).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(dataLayer).toEqual([{ event: 'Survey Completed' }]);
  });

  it('sends Metric entries converted to Imperial', async () => {
    const user = userEvent.setup();
    document.cookie = 'units=Metric; path=/';
    const { requests } = stubFetch(api(() => jsonResponse(buildSurveyResponse())));
    await renderApp('/survey');

    await walkToLastPage(user, {
      weight: '36287',
      cruiseSpeed: '105',
      maxSpeed: '113',
      horsepower: '336',
      torque: '2237',
      units: { weight: 'kg', speed: 'kph', power: 'kW', torque: 'Nm' },
    });
    await user.click(screen.getByRole('button', { name: 'See My Result' }));

    await screen.findByRole('article', { name: 'Top match: Endurant HD' });
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual(
      buildSurveyAnswers(),
    );
  });

  it('shows the error message and the error page when the submit fails', async () => {
    const user = userEvent.setup();
    stubFetch(api(() => jsonResponse({ code: 'INTERNAL', message: 'Boom' }, 500)));
    const { router } = await renderApp('/survey');

    await walkToLastPage(user);
    await user.click(screen.getByRole('button', { name: 'See My Result' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/error');
    });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Something went wrong.' }),
    ).toBeInTheDocument();
  });

  it('disables the buttons while the answers are being sent', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    stubFetch(({ url, method }) =>
      url === '/api/survey' && method === 'POST'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : jsonResponse(TEST_CONFIG),
    );
    await renderApp('/survey');
    await walkToLastPage(user);
    await user.click(screen.getByRole('button', { name: 'See My Result' }));

    await waitFor(() => {
      expect(screen.getByRole('button', { name: /See My Result/ })).toBeDisabled();
    });
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Price up' })).toBeDisabled();
    answer(jsonResponse(buildSurveyResponse()));
    expect(await screen.findByRole('article', { name: /Top match/ })).toBeInTheDocument();
  });
});
