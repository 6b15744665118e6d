import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildUser } from '../../../testing/builders';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub';
import { renderApp } from '../../../testing/render-app';
import { TEST_CONFIG } from '../../../testing/survey-builders';

/**
 * Issue 29 item 5: while the list loads, My Specs draws the table it will show with as many rows
 * as it showed last time (the page size on a first visit), so the page keeps its height when the
 * specs arrive; the browser journey specs-layout-shift.spec.ts measures that nothing moves.
 */

const KEY = 'transmission-spec.rows.my-specs';

function page(count: number) {
  return {
    items: Array.from({ length: count }, (_, index) => ({
      id: `spec-${String(index)}`,
      title: `Spec ${String(index)}`,
      result: 'Endurant HD',
      createdAtUTC: '2025-01-05T10:00:00.000Z',
      lastEditedUTC: '2025-02-01T10:00:00.000Z',
    })),
    total: count,
    page: 1,
    pageSize: 20,
  };
}

/** The list answers only when `release` is called. */
function serveLater(count: number) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  stubFetch(async ({ url }) => {
    if (!url.startsWith('/api/surveyresult')) return jsonResponse(TEST_CONFIG);
    await held;
    return jsonResponse(page(count));
  });
  return () => {
    release();
  };
}

describe('My Specs skeleton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('draws a full page of rows on a first visit', async () => {
    serveLater(20);
    await renderApp('/spec', { user: buildUser() });
    const loading = await screen.findByRole('status', { name: 'Loading your specs' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('spec-row-skeleton')).toHaveLength(20);
  });

  it('draws as many rows as the list had last time, and remembers the new count', async () => {
    window.localStorage.setItem(KEY, '3');
    const release = serveLater(5);
    await renderApp('/spec', { user: buildUser() });
    await screen.findByRole('status', { name: 'Loading your specs' });
    expect(screen.getAllByTestId('spec-row-skeleton')).toHaveLength(3);

    release();
    expect(await screen.findByRole('link', { name: 'Spec 4' })).toBeInTheDocument();
    expect(screen.queryByTestId('spec-list-skeleton')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(window.localStorage.getItem(KEY)).toBe('5');
    });
  });

  it('draws the empty list box for a user who had no specs, and at most a page of rows', async () => {
    window.localStorage.setItem(KEY, '0');
    serveLater(0);
    const { unmount } = await renderApp('/spec', { user: buildUser() });
    expect(await screen.findByTestId('spec-list-skeleton')).toBeInTheDocument();
    expect(screen.queryAllByTestId('spec-row-skeleton')).toHaveLength(0);
    unmount();

    window.localStorage.setItem(KEY, '250');
    serveLater(250);
    await renderApp('/spec', { user: buildUser() });
    await screen.findByRole('status', { name: 'Loading your specs' });
    expect(screen.getAllByTestId('spec-row-skeleton')).toHaveLength(20);
  });
});
