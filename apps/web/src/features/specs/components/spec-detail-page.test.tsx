import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@transmission-spec/domain';
import type { SavedSpecDetail } from '@transmission-spec/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '../../../testing/builders';
import { jsonResponse, notFoundResponse, stubFetch } from '../../../testing/fetch-stub';
import type { RecordedRequest } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import {
  TEST_CONFIG,
  buildSurveyAnswers,
  buildTransmission,
} from '../../../testing/survey-builders';

function buildDetail(overrides: Partial<SavedSpecDetail> = {}): SavedSpecDetail {
  return {
    id: 'spec-7',
    title: 'Quarry fleet',
    notes: '<p>Check the <strong>PTO</strong></p>',
    result: JSON.stringify({
      topChoice: buildTransmission(),
      runnerUp: buildTransmission({ name: 'UltraShift PLUS' }),
    }),
    survey: JSON.stringify(buildSurveyAnswers()),
    createdAtUTC: '2025-04-01T12:00:00.000Z',
    version: '1.0',
    ...overrides,
  };
}

function serve(
  detail: unknown,
  put: (request: RecordedRequest) => Response = () => new Response(null, { status: 204 }),
) {
  return stubFetch((request) => {
    if (request.url === '/api/surveyresult/spec-7') {
      return request.method === 'PUT' ? put(request) : jsonResponse(detail);
    }
    if (request.url === '/api/surveyresult') return jsonResponse([]);
    return jsonResponse(TEST_CONFIG);
  });
}

describe('Spec detail', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the saved spec: title, notes, top match, runner-up and responses', async () => {
    serve(buildDetail());
    await renderApp('/spec/spec-7', { user: buildUser() });

    expect(
      await screen.findByRole('heading', { name: 'Quarry fleet', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Spec Name' })).toHaveValue('Quarry fleet');
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    expect(within(notes).getByText('PTO', { selector: 'strong' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Preview' })).getByText('PTO', {
        selector: 'strong',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Top match: Endurant HD' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Runner Up' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Your Responses' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /View Transmission Portfolio/ }),
    ).toHaveAttribute('href', TEST_CONFIG.portfolioUrl);
  });

  it('enables Save only for a changed, non-empty title and sends the edit', async () => {
    const user = userEvent.setup();
    const { requests } = serve(buildDetail());
    await renderApp('/spec/spec-7', { user: buildUser() });
    const title = await screen.findByRole('textbox', { name: 'Spec Name' });
    const save = screen.getByRole('button', { name: 'Save' });

    expect(save).toBeDisabled();
    await user.clear(title);
    expect(save).toBeDisabled();
    await user.type(title, '  Quarry fleet 2025 ');
    expect(save).toBeEnabled();
    await user.click(save);

    await waitFor(() => {
      expect(requests.find(({ method }) => method === 'PUT')?.body).toEqual({
        title: 'Quarry fleet 2025',
        notes: '<p>Check the <strong>PTO</strong></p>',
      });
    });
    // Saved: the page takes the new title and there is nothing left to save.
    expect(
      await screen.findByRole('heading', { name: 'Quarry fleet 2025', level: 1 }),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('says the save succeeded and shows the trimmed title in the field', async () => {
    const user = userEvent.setup();
    serve(buildDetail());
    await renderApp('/spec/spec-7', { user: buildUser() });
    const title = await screen.findByRole('textbox', { name: 'Spec Name' });
    await user.type(title, ' North  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.specSaved)).toBeInTheDocument();
    expect(title).toHaveValue('Quarry fleet North');
  });

  it('warns before Cancel drops unsaved edits, and stays or leaves as chosen', async () => {
    const user = userEvent.setup();
    serve(buildDetail());
    const { router } = await renderApp('/spec/spec-7', { user: buildUser() });
    const title = await screen.findByRole('textbox', { name: 'Spec Name' });
    await user.type(title, ' North');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent(MESSAGES.leaveUnsaved);
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe('/spec/spec-7');
    expect(title).toHaveValue('Quarry fleet North');

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'My Specs' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/spec');
    });
  });

  it('leaves without a warning when nothing was edited, and asks the browser to warn on unload only when something was', async () => {
    const user = userEvent.setup();
    serve(buildDetail());
    const { router } = await renderApp('/spec/spec-7', { user: buildUser() });
    const title = await screen.findByRole('textbox', { name: 'Spec Name' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(title, ' North');
    expect(unload()).toBe(true);
    await user.clear(title);
    await user.type(title, 'Quarry fleet');
    expect(unload()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/spec');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refreshes the title preview once typing has paused for two seconds', async () => {
    const user = userEvent.setup();
    serve(buildDetail());
    await renderApp('/spec/spec-7', { user: buildUser() });
    const title = await screen.findByRole('textbox', { name: 'Spec Name' });
    const preview = screen.getByTestId('preview-title');
    expect(preview).toHaveTextContent('Quarry fleet');

    await user.type(title, ' North');
    expect(preview).toHaveTextContent(/^Quarry fleet$/);
    await waitFor(() => {
      expect(preview).toHaveTextContent('Quarry fleet North');
    });
  });

  it('says the save failed and keeps the edit', async () => {
    const user = userEvent.setup();
    serve(buildDetail(), () => jsonResponse({ code: 'INTERNAL', message: 'boom' }, 500));
    await renderApp('/spec/spec-7', { user: buildUser() });
    const title = await screen.findByRole('textbox', { name: 'Spec Name' });
    await user.type(title, ' B');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGES.specSaveFailed)).toBeInTheDocument();
    expect(title).toHaveValue('Quarry fleet B');
  });

  it('goes to the error page for another version', async () => {
    serve(buildDetail({ version: '2.0' as '1.0' }));
    const { router } = await renderApp('/spec/spec-7', { user: buildUser() });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/error');
    });
  });

  it('goes to the error page when the spec cannot be loaded', async () => {
    stubFetch(({ url }) =>
      url.startsWith('/api/surveyresult') ? notFoundResponse() : jsonResponse(TEST_CONFIG),
    );
    const { router } = await renderApp('/spec/spec-7', { user: buildUser() });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/error');
    });
  });
});
