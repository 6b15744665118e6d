import { QueryClient } from '@tanstack/react-query';
import { anonymousUser } from '@transmission-spec/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { currentUserQueryKey } from '../lib/get-current-user';
import { jsonResponse, stubFetch } from '../testing/fetch-stub';
import {
  CURRENT_USER_FIRST_PAINT_WAIT_MS,
  isGuardedPath,
  loadCurrentUserEarly,
} from './first-paint';

describe('the first paint of a signed-in page', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('knows which pages are for signed-in users', () => {
    expect(isGuardedPath('/spec')).toBe(true);
    expect(isGuardedPath('/spec/abc')).toBe(true);
    expect(isGuardedPath('/transmission-data')).toBe(true);
    expect(isGuardedPath('/')).toBe(false);
    expect(isGuardedPath('/survey')).toBe(false);
    expect(isGuardedPath('/shared/abc')).toBe(false);
    expect(isGuardedPath('/no-such-page')).toBe(false);
    expect(isGuardedPath('/spec/%E0%A4%A')).toBe(true);
  });

  it('waits for the current user on a guarded page and puts it in the cache', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const client = new QueryClient();
    let ready = false;
    const waiting = loadCurrentUserEarly(client, '/spec').then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    answer(jsonResponse(anonymousUser()));
    await waiting;
    expect(client.getQueryData(currentUserQueryKey)).toEqual(anonymousUser());
  });

  it('does not hold a public page, and paints a guarded one even when the answer fails', async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    await expect(loadCurrentUserEarly(new QueryClient(), '/')).resolves.toBeUndefined();
    stubFetch(() => Promise.reject(new TypeError('offline')));
    await expect(loadCurrentUserEarly(new QueryClient(), '/spec')).resolves.toBeUndefined();
  });

  it('paints a guarded page anyway when the answer never comes', async () => {
    vi.useFakeTimers();
    stubFetch(() => new Promise<Response>(() => undefined));
    let ready = false;
    void loadCurrentUserEarly(new QueryClient(), '/spec').then(() => {
      ready = true;
    });
    await vi.advanceTimersByTimeAsync(CURRENT_USER_FIRST_PAINT_WAIT_MS - 1);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
  });
});
