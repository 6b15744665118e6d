import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@transmission-spec/domain';
import type { SavedSpecListItem } from '@transmission-spec/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '../../../testing/builders';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { TEST_CONFIG } from '../../../testing/survey-builders';
import { formatSpecDate, formatSpecDateTime } from '../../../lib/spec-dates';

function buildSpecs(count: number): SavedSpecListItem[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `spec-${index + 1}`,
    title: `Spec ${String(index + 1).padStart(3, '0')}`,
    result: index % 2 === 0 ? 'Endurant HD' : 'UltraShift PLUS',
    createdAtUTC: new Date(Date.UTC(2025, 0, 1 + index, 9, 0)).toISOString(),
    // The oldest spec was edited last, so the default order is visibly not the creation order.
    lastEditedUTC: new Date(Date.UTC(2025, 5, 30 - (index % 28), 14, 5)).toISOString(),
  }));
}

/**
 * The server's paged list over `specs`: GET /api/surveyresult?page=&pageSize=&sort=&order=
 * answers { items, total, page, pageSize }, sorted and sliced as the server does.
 */
function pageOf(specs: readonly SavedSpecListItem[], url: string) {
  const query = new URL(url, 'http://localhost').searchParams;
  const page = Number(query.get('page'));
  const pageSize = Number(query.get('pageSize'));
  const sort = query.get('sort') as keyof SavedSpecListItem;
  const sign = query.get('order') === 'asc' ? 1 : -1;
  const sorted = [...specs].sort(
    (a, b) => sign * a[sort].toLowerCase().localeCompare(b[sort].toLowerCase()),
  );
  return {
    items: sorted.slice((page - 1) * pageSize, page * pageSize),
    total: specs.length,
    page,
    pageSize,
  };
}

/** Serves `specs` page by page; `answer` replaces the server's answer to list requests. */
function serve(specs: readonly SavedSpecListItem[], answer?: unknown) {
  return stubFetch(({ url }) =>
    url.startsWith('/api/surveyresult')
      ? jsonResponse(answer ?? pageOf(specs, url))
      : jsonResponse(TEST_CONFIG),
  );
}

/** The query strings of the list requests made so far. */
function listQueries(requests: readonly { url: string }[]) {
  return requests
    .filter(({ url }) => url.startsWith('/api/surveyresult'))
    .map(({ url }) => url.slice(url.indexOf('?')));
}

function bodyRows() {
  const [, ...rows] = screen.getAllByRole('row');
  return rows.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );
}

describe('My Specs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the specs newest edit first with their dates, linking each to its page', async () => {
    const older = {
      id: 'a',
      title: 'Older edit',
      result: 'Endurant HD',
      createdAtUTC: '2025-01-05T10:00:00.000Z',
      lastEditedUTC: '2025-02-01T10:00:00.000Z',
    };
    const newer = {
      id: 'b',
      title: 'Newer edit',
      result: 'UltraShift PLUS',
      createdAtUTC: '2025-01-01T10:00:00.000Z',
      lastEditedUTC: '2025-03-01T15:30:00.000Z',
    };
    serve([older, newer]);
    await renderApp('/spec', { user: buildUser() });

    expect(await screen.findByRole('link', { name: 'Newer edit' })).toHaveAttribute(
      'href',
      '/spec/b',
    );
    expect(bodyRows()).toEqual([
      [
        'Newer edit',
        'UltraShift PLUS',
        formatSpecDate(newer.createdAtUTC),
        formatSpecDateTime(newer.lastEditedUTC),
        // Actions: icon buttons, named for screen readers (spec-list-actions.test.tsx).
        '',
      ],
      [
        'Older edit',
        'Endurant HD',
        formatSpecDate(older.createdAtUTC),
        formatSpecDateTime(older.lastEditedUTC),
        '',
      ],
    ]);
    expect(screen.getByRole('link', { name: /Create new spec/ })).toHaveAttribute(
      'href',
      '/survey',
    );
  });

  it('asks the server for a sorted page when a heading is pressed, and reverses on the second press', async () => {
    const user = userEvent.setup();
    const { requests } = serve(buildSpecs(3));
    await renderApp('/spec', { user: buildUser() });
    await screen.findByRole('link', { name: 'Spec 001' });
    expect(listQueries(requests)).toEqual(['?page=1&pageSize=20&sort=lastEditedUTC&order=desc']);

    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => {
      expect(bodyRows().map((row) => row[0])).toEqual(['Spec 001', 'Spec 002', 'Spec 003']);
    });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => {
      expect(bodyRows().map((row) => row[0])).toEqual(['Spec 003', 'Spec 002', 'Spec 001']);
    });
    expect(listQueries(requests).slice(1)).toEqual([
      '?page=1&pageSize=20&sort=title&order=asc',
      '?page=1&pageSize=20&sort=title&order=desc',
    ]);
  });

  it('shows 20 specs a page and offers 50 and 100', async () => {
    const user = userEvent.setup();
    const { requests } = serve(buildSpecs(120));
    await renderApp('/spec', { user: buildUser() });
    await screen.findAllByRole('link', { name: /^Spec \d+$/ });

    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('1–20 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('21–40 of 120')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['20', '50', '100']);
    await user.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() => {
      expect(bodyRows()).toHaveLength(100);
    });
    // Each page came from the server; none was cut out of a full list.
    expect(listQueries(requests)).toEqual([
      '?page=1&pageSize=20&sort=lastEditedUTC&order=desc',
      '?page=2&pageSize=20&sort=lastEditedUTC&order=desc',
      '?page=1&pageSize=100&sort=lastEditedUTC&order=desc',
    ]);
  });

  it('invites the user to create a first spec when there is none', async () => {
    serve([]);
    await renderApp('/spec', { user: buildUser() });

    expect(await screen.findByText(MESSAGES.noSpecsYet)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first spec' })).toHaveAttribute(
      'href',
      '/survey',
    );
  });

  it('asks for a reload when the answer is not a page', async () => {
    serve([], []);
    await renderApp('/spec', { user: buildUser() });

    expect(await screen.findByText(MESSAGES.specListFailed)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the three most recently edited specs on the signed-in home page, from the first page only', async () => {
    const { requests } = serve(buildSpecs(5));
    await renderApp('/', { user: buildUser() });

    expect(await screen.findByRole('heading', { name: 'My Recent Specs' })).toBeInTheDocument();
    const titles = (await screen.findAllByRole('heading', { level: 3 })).map((h) => h.textContent);
    // buildSpecs edits spec 1 last, then 2, then 3.
    expect(titles).toEqual(['Spec 001', 'Spec 002', 'Spec 003']);
    expect(screen.getByRole('link', { name: 'View all specs' })).toHaveAttribute('href', '/spec');
    expect(listQueries(requests)).toEqual(['?page=1&pageSize=20&sort=lastEditedUTC&order=desc']);
  });

  it('puts My Recent Specs above the landing hero for a signed-in user', async () => {
    serve(buildSpecs(2));
    await renderApp('/', { user: buildUser() });

    const recent = await screen.findByRole('heading', { name: 'My Recent Specs' });
    const hero = screen.getByRole('heading', { level: 1 });
    // A returning user came for their specs: they come first in reading order.
    expect(recent.compareDocumentPosition(hero) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the landing page for a signed-out visitor without asking for specs', async () => {
    const { requests } = serve([]);
    await renderApp('/');

    expect(screen.queryByRole('heading', { name: 'My Recent Specs' })).not.toBeInTheDocument();
    expect(requests.some(({ url }) => url.startsWith('/api/surveyresult'))).toBe(false);
  });
});
