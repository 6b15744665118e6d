import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@transmission-spec/domain';
import type { SharedSpec } from '@transmission-spec/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, notFoundResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import {
  TEST_CONFIG,
  buildSurveyAnswers,
  buildTransmission,
} from '../../../testing/survey-builders';

const TOKEN = 'S'.repeat(43);

const SHARED: SharedSpec = {
  title: 'Quarry fleet',
  notes: '<p>Check the <strong>PTO</strong><script>window.__pwned = 1</script></p>',
  result: JSON.stringify({
    topChoice: buildTransmission(),
    runnerUp: buildTransmission({ name: 'UltraShift PLUS' }),
  }),
  survey: JSON.stringify(buildSurveyAnswers()),
  createdAtUTC: '2025-04-01T12:00:00.000Z',
  lastEditedUTC: '2025-04-03T12:00:00.000Z',
  version: '1.0',
};

function serve(answer: () => Response) {
  return stubFetch((request) => {
    if (request.url === `/api/shared/${TOKEN}`) return answer();
    return jsonResponse(TEST_CONFIG);
  });
}

describe('A shared spec', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the result, the answers and the notes to a signed-out reader, read-only', async () => {
    serve(() => jsonResponse(SHARED));
    await renderApp(`/shared/${TOKEN}`);

    expect(
      await screen.findByRole('heading', { name: 'Quarry fleet', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Top match: Endurant HD' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Runner-up: UltraShift PLUS' })).toBeInTheDocument();
    // The parts under the cards come a task at a time, as on the survey's result.
    expect(await screen.findByRole('button', { name: 'Your Responses' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(within(notes).getByText('PTO', { selector: 'strong' })).toBeInTheDocument();
    expect(notes.querySelector('script')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    // Nothing to edit and nothing of an account.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Share this spec' })).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('says the link is no longer shared, with a way home, when the server does not know it', async () => {
    serve(notFoundResponse);
    await renderApp(`/shared/${TOKEN}`);

    expect(
      await screen.findByRole('heading', { name: MESSAGES.specNotShared, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.specNotSharedBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.takeMeBackHome })).toHaveAttribute(
      'href',
      '/',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it("shows the server's reason when the spec could not be loaded for another reason", async () => {
    serve(() => jsonResponse({ code: 'RATE_LIMITED', message: MESSAGES.rateLimited }, 429));
    await renderApp(`/shared/${TOKEN}`);

    expect(
      await screen.findByRole('heading', { name: MESSAGES.errorPageTitle, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.rateLimited)).toBeInTheDocument();
  });
});
