import { act, fireEvent, render } from '@testing-library/react';
import type { CurrentUser } from '@transmission-spec/domain';
import { anonymousUser } from '@transmission-spec/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { stubBrowserLocation } from '../../../testing/browser-location';
import { jsonResponse, notFoundResponse, stubFetch } from '../../../testing/fetch-stub';
import type { RecordedRequest } from '../../../testing/fetch-stub';
import { clearCookies } from '../../../testing/render-app';
import { buildUser } from '../../../testing/builders';
import { LAST_ACTIVITY_KEY } from '../use-idle-timer';
import { IdleSignOut } from './idle-sign-out';

const MINUTE = 60_000;
const TIMEOUT = 60 * MINUTE;

function renderIdleSignOut(user: CurrentUser = buildUser()) {
  return render(
    <AppProviders queryClient={createQueryClient()} user={user}>
      <IdleSignOut timeoutMs={TIMEOUT} />
    </AppProviders>,
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('Idle sign-out', () => {
  let assign: ReturnType<typeof stubBrowserLocation>;
  let requests: RecordedRequest[];
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    clearCookies();
    document.cookie = 'csrf-token=t0k3n; path=/';
    assign = stubBrowserLocation();
    ({ requests } = stubFetch(({ url }) => {
      if (url === '/logout?returnTo=/inactive') {
        return jsonResponse({ redirectTo: '/logout/callback?returnTo=/inactive' });
      }
      if (url === '/api/security/currentuser') return jsonResponse(buildUser());
      return notFoundResponse();
    }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('signs a user out to /inactive after the timeout without activity, with a POST', async () => {
    renderIdleSignOut();
    await advance(TIMEOUT - 1);
    expect(assign).not.toHaveBeenCalled();
    await advance(1);
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledExactlyOnceWith('/logout/callback?returnTo=/inactive');
    });
    const logout = requests.find((request) => request.url.startsWith('/logout'));
    expect(logout).toMatchObject({ method: 'POST' });
    expect(logout?.headers.get('X-CSRF-Token')).toBe('t0k3n');
    await advance(TIMEOUT);
    expect(assign).toHaveBeenCalledOnce();
  });

  it('tells the server about activity at the pace it records it, so its own timeout agrees', async () => {
    renderIdleSignOut();
    const told = () =>
      requests.filter((request) => request.url === '/api/security/currentuser').length;
    // Opening the page told it already.
    fireEvent.keyDown(window, { key: 'a' });
    await advance(250);
    expect(told()).toBe(0);
    await advance(MINUTE);
    fireEvent.keyDown(window, { key: 'b' });
    await advance(250);
    expect(told()).toBe(1);
    fireEvent.keyDown(window, { key: 'c' });
    await advance(250);
    expect(told()).toBe(1);
  });

  it.each([
    ['a key press', () => fireEvent.keyDown(window, { key: 'a' })],
    ['a pointer', () => fireEvent.pointerDown(document.body)],
    ['the wheel', () => fireEvent.wheel(document.body)],
    ['a touch', () => fireEvent.touchStart(document.body)],
    ['a scroll', () => fireEvent.scroll(document)],
    ['focus', () => fireEvent.focus(document.body)],
  ])('starts the hour again after %s', async (_name, act) => {
    renderIdleSignOut();
    await advance(50 * MINUTE);
    act();
    // Activity is taken in after the 250 ms debounce.
    await advance(250);
    await advance(59 * MINUTE);
    expect(assign).not.toHaveBeenCalled();
    await advance(MINUTE);
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledOnce();
    });
  });

  it('records a burst of activity once per debounce period', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    renderIdleSignOut();
    setItem.mockClear();
    for (let move = 0; move < 20; move += 1) fireEvent.pointerMove(document.body);
    await advance(250);
    expect(setItem.mock.calls.filter(([key]) => key === LAST_ACTIVITY_KEY)).toHaveLength(1);
  });

  it('keeps a user signed in while they are active in another tab', async () => {
    renderIdleSignOut();
    await advance(50 * MINUTE);
    const otherTabActivity = String(Date.now());
    localStorage.setItem(LAST_ACTIVITY_KEY, otherTabActivity);
    window.dispatchEvent(
      new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: otherTabActivity }),
    );
    await advance(59 * MINUTE);
    expect(assign).not.toHaveBeenCalled();
    await advance(MINUTE);
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledOnce();
    });
  });

  it('looks at the other tabs once more before signing out, in case it missed their news', async () => {
    renderIdleSignOut();
    await advance(30 * MINUTE);
    // Written by another tab without this tab hearing the storage event.
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    await advance(30 * MINUTE);
    expect(assign).not.toHaveBeenCalled();
    await advance(30 * MINUTE);
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledOnce();
    });
  });

  it('never signs out a visitor who is not signed in', async () => {
    renderIdleSignOut(anonymousUser());
    await advance(3 * TIMEOUT);
    expect(assign).not.toHaveBeenCalled();
  });

  it('stops timing when the page goes away', async () => {
    const view = renderIdleSignOut();
    view.unmount();
    await advance(2 * TIMEOUT);
    expect(assign).not.toHaveBeenCalled();
  });
});
