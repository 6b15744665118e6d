import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deleteSpecConfirmMessage,
  MESSAGES,
  specCopiedMessage,
  specDeletedMessage,
  specRestoredMessage,
} from '@transmission-spec/domain';
import type { SavedSpecListItem } from '@transmission-spec/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '../../../testing/builders';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { TEST_CONFIG } from '../../../testing/survey-builders';

function spec(id: string, title: string, lastEditedUTC: string): SavedSpecListItem {
  return { id, title, result: 'Endurant HD', createdAtUTC: lastEditedUTC, lastEditedUTC };
}

/**
 * A server holding `specs`: the list newest edit first, DELETE hides a spec, restore brings it
 * back, copy adds "Copy of <name>" as the newest. `refuse` answers a route with an error instead.
 */
function serve(specs: SavedSpecListItem[], refuse: Record<string, Response> = {}) {
  let live = [...specs];
  const deleted = new Map<string, SavedSpecListItem>();
  return stubFetch(({ url, method }) => {
    if (!url.startsWith('/api/surveyresult')) return jsonResponse(TEST_CONFIG);
    const [, id = '', action = ''] = /^\/api\/surveyresult\/([^/?]+)\/?([a-z]*)/.exec(url) ?? [];
    const refused = refuse[`${method} ${action || 'spec'}`];
    if (refused) return refused;
    if (method === 'DELETE') {
      const found = live.find((item) => item.id === id);
      if (found) deleted.set(id, found);
      live = live.filter((item) => item.id !== id);
      return new Response(null, { status: 204 });
    }
    if (action === 'restore') {
      const found = deleted.get(id);
      if (found)
        live = [...live, found].sort((a, b) => b.lastEditedUTC.localeCompare(a.lastEditedUTC));
      return new Response(null, { status: 204 });
    }
    if (action === 'copy') {
      const original = live.find((item) => item.id === id);
      if (!original) return jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
      const copy = {
        ...original,
        id: `${id}-copy`,
        title: `Copy of ${original.title}`,
        lastEditedUTC: '2026-01-01T00:00:00.000Z',
      };
      live = [copy, ...live];
      return jsonResponse({ id: copy.id }, 201);
    }
    return jsonResponse({ items: live, total: live.length, page: 1, pageSize: 20 });
  });
}

const SPECS = [
  spec('1', 'Denver linehaul', '2025-03-01T10:00:00.000Z'),
  spec('2', 'Reno dump truck', '2025-02-01T10:00:00.000Z'),
];

const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const calls = (requests: readonly { url: string; method: string }[]) =>
  requests.filter(({ method }) => method !== 'GET').map(({ method, url }) => `${method} ${url}`);

describe('My Specs: delete with undo, duplicate', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('deletes a spec after a confirmation naming it, and Undo brings it back', async () => {
    const user = userEvent.setup();
    const { requests } = serve(SPECS);
    await renderApp('/spec', { user: buildUser() });
    await screen.findByRole('link', { name: 'Denver linehaul' });

    await user.click(screen.getByRole('button', { name: 'Delete Denver linehaul' }));
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.deleteSpecTitle });
    expect(dialog).toHaveTextContent(deleteSpecConfirmMessage('Denver linehaul'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const notice = await screen.findByText(specDeletedMessage('Denver linehaul'));
    await waitFor(() => {
      expect(titles()).toEqual(['Reno dump truck']);
    });
    // Focus waits on Undo, since the row's own button is gone.
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    expect(notice).toBeInTheDocument();

    await user.click(undo);
    expect(await screen.findByText(specRestoredMessage('Denver linehaul'))).toBeInTheDocument();
    await waitFor(() => {
      expect(titles()).toEqual(['Denver linehaul', 'Reno dump truck']);
    });
    expect(calls(requests)).toEqual([
      'DELETE /api/surveyresult/1',
      'POST /api/surveyresult/1/restore',
    ]);
  });

  it('keeps the spec when the confirmation is cancelled, and returns focus to its button', async () => {
    const user = userEvent.setup();
    const { requests } = serve(SPECS);
    await renderApp('/spec', { user: buildUser() });
    await screen.findByRole('link', { name: 'Denver linehaul' });

    const button = screen.getByRole('button', { name: 'Delete Denver linehaul' });
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(button).toHaveFocus();
    expect(titles()).toEqual(['Denver linehaul', 'Reno dump truck']);
    expect(calls(requests)).toEqual([]);
  });

  it('says so when the undo comes too late', async () => {
    const user = userEvent.setup();
    serve(SPECS, {
      'POST restore': jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404),
    });
    await renderApp('/spec', { user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Delete Reno dump truck' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(MESSAGES.specRestoreFailed)).toBeInTheDocument();
  });

  it('duplicates a spec as "Copy of" it, listed first', async () => {
    const user = userEvent.setup();
    const { requests } = serve(SPECS);
    await renderApp('/spec', { user: buildUser() });

    await user.click(await screen.findByRole('button', { name: 'Duplicate Reno dump truck' }));
    expect(
      await screen.findByText(specCopiedMessage('Copy of Reno dump truck')),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(titles()).toEqual(['Copy of Reno dump truck', 'Denver linehaul', 'Reno dump truck']);
    });
    expect(calls(requests)).toEqual(['POST /api/surveyresult/2/copy']);
  });

  it("shows the server's words when the copy would pass the account's storage", async () => {
    const user = userEvent.setup();
    serve(SPECS, {
      'POST copy': jsonResponse(
        { code: 'SPEC_STORAGE_FULL', message: MESSAGES.specStorageFull },
        409,
      ),
    });
    await renderApp('/spec', { user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Duplicate Denver linehaul' }));
    expect(await screen.findByText(MESSAGES.specStorageFull)).toBeInTheDocument();
    expect(titles()).toEqual(['Denver linehaul', 'Reno dump truck']);
  });
});
