import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SurveyAnswers, SurveyResponse } from '@transmission-spec/domain';
import { describe, expect, it } from 'vitest';

import { renderApp } from '../../../../testing/render-app';
import {
  TEST_CONFIG,
  buildSurveyAnswers,
  buildSurveyResponse,
  buildTransmission,
} from '../../../../testing/survey-builders';
import { freshSurveyForEachTest } from '../../../../testing/survey-walk';
import { SURVEY_RESULT_STORAGE_KEY } from '../../survey-result-storage';
import { SURVEY_RESULT_URL } from '../../survey-result-url';
import { RESULT_HEADING } from './survey-result-view';

/** A result this tab already received: /survey shows it again on a page load. */
function storeResult(response: SurveyResponse, answers: SurveyAnswers = buildSurveyAnswers()) {
  sessionStorage.setItem(SURVEY_RESULT_STORAGE_KEY, JSON.stringify({ answers, response }));
}

describe('Survey result', () => {
  freshSurveyForEachTest();

  it('shows the top match and runner-up with their details and a neutral picture', async () => {
    storeResult(
      buildSurveyResponse({
        runnerUp: buildTransmission({
          name: 'UltraShift PLUS',
          image: 'https://img.example/u.png',
        }),
      }),
    );
    await renderApp(SURVEY_RESULT_URL);

    const top = screen.getByRole('article', { name: 'Top match: Endurant HD' });
    expect(within(top).queryByRole('img')).not.toBeInTheDocument();
    expect(within(top).getByText('12-speed', { selector: 'strong' })).toBeInTheDocument();
    const runnerUp = screen.getByRole('article', { name: 'Runner-up: UltraShift PLUS' });
    expect(
      within(runnerUp).getByRole('img', { name: 'UltraShift PLUS transmission' }),
    ).toHaveAttribute('src', 'https://img.example/u.png');
    const learnMore = within(runnerUp).getByRole('link', { name: /^Learn more about UltraShift/ });
    expect(learnMore).toHaveAttribute('target', '_blank');
    expect(
      await screen.findByRole('link', { name: /View Transmission Portfolio/ }),
    ).toHaveAttribute('href', TEST_CONFIG.portfolioUrl);
  });

  it('removes scripts and event handlers from a description and opens its links safely', async () => {
    storeResult(
      buildSurveyResponse({
        topChoice: buildTransmission({
          description:
            '<p>Tough<script>window.hacked = true</script></p><img src="x" onerror="window.hacked = true"><a href="https://maker.example" onclick="steal()">Maker</a><a href="javascript:alert(1)">Bad</a>',
        }),
      }),
    );
    await renderApp(SURVEY_RESULT_URL);

    const top = screen.getByRole('article', { name: 'Top match: Endurant HD' });
    expect(top.querySelector('script')).toBeNull();
    expect(top.querySelector('[onerror], [onclick]')).toBeNull();
    expect(within(top).queryByRole('img')).not.toBeInTheDocument();
    const link = within(top).getByRole('link', { name: 'Maker' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(top).getByText('Bad')).not.toHaveAttribute('href');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('starts a new survey when Create Spec is followed from the result', async () => {
    const user = userEvent.setup();
    storeResult(buildSurveyResponse());
    await renderApp(SURVEY_RESULT_URL);
    expect(screen.getByRole('article', { name: 'Top match: Endurant HD' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Create Spec' }));

    expect(await screen.findByRole('button', { name: 'Got it! Create spec' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('lists the responses in the chosen units, collapsed until opened', async () => {
    const user = userEvent.setup();
    document.cookie = 'units=Metric; path=/';
    storeResult(buildSurveyResponse(), buildSurveyAnswers({ maneuvers: ['SlowCreeping'] }));
    await renderApp(SURVEY_RESULT_URL);

    const toggle = screen.getByRole('button', { name: 'Your Responses' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const responses = within(await screen.findByRole('region', { name: 'Your Responses' }));
    expect(responses.getByText('36,287 kg')).toBeVisible();
    expect(responses.getByText('105 kph')).toBeVisible();
    expect(responses.getByText('Linehaul')).toBeVisible();
    expect(responses.getByText('Slow creeping')).toBeVisible();
    expect(responses.getByText(/Mountain Pass, frequent/)).toBeVisible();
    const goals = responses.getAllByRole('listitem').map((item) => item.textContent);
    expect(goals).toEqual([
      'Fuel economy',
      'Price',
      'Trip time',
      'Acceleration',
      'Low-speed maneuvers',
    ]);
  });

  it('offers the representative and customer service from the configuration', async () => {
    storeResult(buildSurveyResponse());
    await renderApp(SURVEY_RESULT_URL);

    const contact = within(screen.getByRole('region', { name: 'Talk to your representative' }));
    await waitFor(() => {
      expect(contact.getByRole('link', { name: /^Find a representative/ })).toHaveAttribute(
        'href',
        TEST_CONFIG.findRepresentativeUrl,
      );
    });
    expect(contact.getByRole('link', { name: TEST_CONFIG.customerServicePhone })).toHaveAttribute(
      'href',
      'tel:18005550199',
    );
  });

  it('shows the server message and who to contact when no transmission fits', async () => {
    storeResult(
      buildSurveyResponse({
        type: 'NoTransmission',
        topChoice: null,
        runnerUp: null,
        message: 'No transmission takes 2,250 lb-ft together with Steep Grade terrain.',
      }),
    );
    await renderApp(SURVEY_RESULT_URL);

    expect(
      screen.getByText('No transmission takes 2,250 lb-ft together with Steep Grade terrain.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('For your unique case, please contact your representative of the provider.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await waitFor(() => {
      for (const link of screen.getAllByRole('link', { name: /^Find a representative/ })) {
        expect(link).toHaveAttribute('href', TEST_CONFIG.findRepresentativeUrl);
      }
    });
  });

  it('shows the raw data of an Error result', async () => {
    storeResult(
      buildSurveyResponse({
        type: 'Error',
        topChoice: null,
        runnerUp: null,
        message: 'Catalogue unavailable',
      }),
    );
    await renderApp(SURVEY_RESULT_URL);

    const raw = screen.getByText(/"Catalogue unavailable"/, { selector: 'pre' });
    expect(JSON.parse(raw.textContent)).toMatchObject({
      type: 'Error',
      message: 'Catalogue unavailable',
    });
  });

  it('forgets the result and goes home on Cancel', async () => {
    const user = userEvent.setup();
    storeResult(buildSurveyResponse());
    const { router } = await renderApp(SURVEY_RESULT_URL);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem(SURVEY_RESULT_STORAGE_KEY)).toBeNull();
  });

  it('starts a new survey when a link leads to /survey', async () => {
    storeResult(buildSurveyResponse());
    const { router } = await renderApp('/');
    await act(() => router.navigate('/survey'));
    expect(screen.getByRole('button', { name: 'Got it! Create spec' })).toBeInTheDocument();
  });

  it('starts a new survey when /survey is opened afresh, typed into the address bar', async () => {
    storeResult(buildSurveyResponse());
    await renderApp('/survey');
    expect(screen.getByRole('button', { name: 'Got it! Create spec' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: RESULT_HEADING })).not.toBeInTheDocument();
  });

  it("starts a new survey at the result's address when this tab keeps no result", async () => {
    const { router } = await renderApp(SURVEY_RESULT_URL);
    expect(screen.getByRole('button', { name: 'Got it! Create spec' })).toBeInTheDocument();
    // The address no longer promises a result.
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(router.state.location.pathname).toBe('/survey');
  });
});
