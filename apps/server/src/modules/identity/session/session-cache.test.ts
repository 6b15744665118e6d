import { describe, expect, it } from 'vitest';
import {
  createSessionCache,
  SESSION_CACHE_MAX_AGE_MS,
  type LoadedSession,
  type SignedInSession,
} from './session-cache.js';

const session: SignedInSession = {
  user: { id: 'u1', email: 'ann@example.com', displayName: null, roles: [], units: 'Imperial' },
  grantId: 'g1',
};
const found = (expiresAtMs = Date.now() + 60_000): LoadedSession => ({ session, expiresAtMs });

/** A cache over a listener that is up unless told otherwise, and a loader that counts its calls. */
function setUp(reliable = () => true) {
  const cache = createSessionCache({ reliable });
  let loads = 0;
  /** A loader finding `result` (an unknown token when null). */
  const load = (result: LoadedSession | null = found()) => {
    return () => {
      loads += 1;
      return Promise.resolve(result ?? undefined);
    };
  };
  return { cache, load, loads: () => loads };
}

describe('session cache', () => {
  it('answers a token from memory after one lookup, until its account or grant is forgotten', async () => {
    const { cache, load, loads } = setUp();
    await cache.sessionFor('t1', load());
    await cache.sessionFor('t1', load());
    expect(loads()).toBe(1);
    cache.forgetUser('u1');
    await cache.sessionFor('t1', load());
    cache.forgetGrant('g1');
    await cache.sessionFor('t1', load());
    cache.forgetToken('t1');
    await cache.sessionFor('t1', load());
    expect(loads()).toBe(4);
  });

  it('does not keep a lookup that raced a sign-out: it may have read the token before', async () => {
    const { cache, loads } = setUp();
    let finish: (value: LoadedSession) => void = () => undefined;
    const racing = cache.sessionFor('t1', () => new Promise((resolve) => (finish = resolve)));
    cache.forgetGrant('g1');
    finish(found());
    expect(await racing).toEqual(session);
    expect(await cache.sessionFor('t1', () => Promise.resolve(undefined))).toBeUndefined();
    expect(loads()).toBe(0);
  });

  it('keeps nothing while the listener is down, and nothing past the token or the age limit', async () => {
    let up = false;
    const { cache, load, loads } = setUp(() => up);
    await cache.sessionFor('t1', load());
    await cache.sessionFor('t1', load());
    expect(loads()).toBe(2);

    up = true;
    await cache.sessionFor('expired', load(found(Date.now() - 1)));
    await cache.sessionFor('expired', load(found(Date.now() - 1)));
    expect(loads()).toBe(4);
    expect(SESSION_CACHE_MAX_AGE_MS).toBeLessThanOrEqual(10_000);
  });

  it('never remembers an unknown token', async () => {
    const { cache, load, loads } = setUp();
    expect(await cache.sessionFor('nope', load(null))).toBeUndefined();
    expect(await cache.sessionFor('nope', load(null))).toBeUndefined();
    expect(loads()).toBe(2);
  });
});
