import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@transmission-spec/domain';
import type { SavedSpecDetail, SpecShareState } from '@transmission-spec/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '../../../testing/builders';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import {
  TEST_CONFIG,
  buildSurveyAnswers,
  buildTransmission,
} from '../../../testing/survey-builders';

const TOKEN = 'T'.repeat(43);
const LINK = {
  token: TOKEN,
  url: `https://specs.example.com/shared/${TOKEN}`,
  createdAtUTC: '2025-05-02T15:30:00.000Z',
};

const DETAIL: SavedSpecDetail = {
  id: 'spec-7',
  title: 'Quarry fleet',
  notes: '<p>Check the PTO</p>',
  result: JSON.stringify({ topChoice: buildTransmission(), runnerUp: null }),
  survey: JSON.stringify(buildSurveyAnswers()),
  createdAtUTC: '2025-04-01T12:00:00.000Z',
  version: '1.0',
};

/** The spec page's calls, with the share state the server holds. */
function serve(initial: SpecShareState) {
  let state = initial;
  return stubFetch((request) => {
    if (request.url === '/api/surveyresult/spec-7/share') {
      if (request.method === 'POST') {
        state = { shared: true, createdAtUTC: LINK.createdAtUTC };
        return jsonResponse(LINK, 201);
      }
      if (request.method === 'DELETE') {
        state = { shared: false, createdAtUTC: null };
        return new Response(null, { status: 204 });
      }
      return jsonResponse(state);
    }
    if (request.url === '/api/surveyresult/spec-7') return jsonResponse(DETAIL);
    return jsonResponse(TEST_CONFIG);
  });
}

async function openSharePanel() {
  await renderApp('/spec/spec-7', { user: buildUser() });
  return screen.findByRole('region', { name: 'Share this spec' });
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('Sharing a saved spec', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('makes a link, shows it once with what the reader sees, and copies it', async () => {
    const user = userEvent.setup();
    const { requests } = serve({ shared: false, createdAtUTC: null });
    const writeText = vi.fn(() => Promise.resolve());
    const panel = await openSharePanel();
    stubClipboard(writeText);

    await user.click(await within(panel).findByRole('button', { name: 'Create share link' }));
    const field = await within(panel).findByRole('textbox', { name: 'Share link' });
    expect(field).toHaveValue(LINK.url);
    expect(field).toHaveAttribute('readonly');
    expect(panel).toHaveTextContent(MESSAGES.shareLinkNotice);
    expect(panel).toHaveTextContent(MESSAGES.shareLinkShownOnce);
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/surveyresult/spec-7/share',
    ]);

    await user.click(within(panel).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK.url);
    expect(await screen.findByText(MESSAGES.shareLinkCopied)).toBeInTheDocument();
  });

  it('selects the link and says so when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    serve({ shared: false, createdAtUTC: null });
    const panel = await openSharePanel();
    stubClipboard(() => Promise.reject(new Error('denied')));

    await user.click(await within(panel).findByRole('button', { name: 'Create share link' }));
    await user.click(await within(panel).findByRole('button', { name: 'Copy link' }));

    expect(await within(panel).findByText(MESSAGES.shareLinkCopyFailed)).toBeInTheDocument();
    const field = within(panel).getByRole<HTMLInputElement>('textbox', { name: 'Share link' });
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.url.length]);
  });

  it('says since when a spec is shared, and makes a new link only after asking', async () => {
    const user = userEvent.setup();
    const { requests } = serve({ shared: true, createdAtUTC: '2025-05-01T09:00:00.000Z' });
    const panel = await openSharePanel();

    expect(await within(panel).findByText(/Shared since 05-01-2025/)).toBeInTheDocument();
    // The link cannot be shown again: the owner who lost it is told what to do.
    expect(panel).toHaveTextContent(
      'The link was shown only once, when it was made. If you no longer have it, make a new link: the old one then stops working.',
    );
    expect(within(panel).queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Make a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new link?' });
    expect(dialog).toHaveTextContent(MESSAGES.replaceShareLinkConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));

    expect(await within(panel).findByRole('textbox', { name: 'Share link' })).toHaveValue(LINK.url);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('stops sharing after asking, and keeps the link when the owner changes their mind', async () => {
    const user = userEvent.setup();
    const { requests } = serve({ shared: true, createdAtUTC: '2025-05-01T09:00:00.000Z' });
    const panel = await openSharePanel();
    const deletes = () => requests.filter((r) => r.method === 'DELETE');

    await user.click(await within(panel).findByRole('button', { name: 'Stop sharing' }));
    let dialog = await screen.findByRole('dialog', { name: 'Stop sharing?' });
    expect(dialog).toHaveTextContent(MESSAGES.stopSharingConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Keep the link' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(deletes()).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Stop sharing' }));
    dialog = await screen.findByRole('dialog', { name: 'Stop sharing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));

    expect(await screen.findByText(MESSAGES.sharingStopped)).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Create share link' })).toBeEnabled();
    expect(deletes().map((r) => r.url)).toEqual(['/api/surveyresult/spec-7/share']);
  });
});
