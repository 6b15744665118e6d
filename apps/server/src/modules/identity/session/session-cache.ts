import type { Database, Listener } from '../../../db/database.js';
import type { SignedInUser } from '../../../plugins/auth.js';

export interface SignedInSession {
  readonly user: SignedInUser;
  /** The sign-in the token belongs to: refreshes keep it, sign-out and idle end it. */
  readonly grantId: string;
}

/**
 * The NOTIFY channel on which the database announces, with the account id, every committed change
 * that can end or alter a signed-in session (triggers of migration 0007_session_change_notify.sql).
 */
export const SESSION_CHANNEL = 'identity_session_changed';

/**
 * How long a looked-up session is trusted at most, even if a change notification were lost: the
 * bound on how late another instance can honour a sign-out, role change, reset or deletion.
 */
export const SESSION_CACHE_MAX_AGE_MS = 10_000;

/** At most this many access tokens are remembered per instance (the oldest go first). */
const MAX_ENTRIES = 10_000;

/** What a database lookup found for an access token: the session and when the token expires. */
export interface LoadedSession {
  readonly session: SignedInSession;
  /** The access token's own expiry (milliseconds since the epoch). */
  readonly expiresAtMs: number;
}

/**
 * Signed-in requests answered from memory (decision 065). Each access token's session (the account
 * with its roles, and the grant) is kept for at most SESSION_CACHE_MAX_AGE_MS and never past the
 * token's expiry. This instance forgets at once what it changes itself (`forget*`, called after the
 * change is written); changes made anywhere else arrive by NOTIFY after their commit. While the
 * PostgreSQL listener is down nothing is served from or kept in memory.
 */
export interface SessionCache {
  /** The session behind `accessToken`: from memory, or from `load` (then kept if still current). */
  sessionFor(
    accessToken: string,
    load: () => Promise<LoadedSession | undefined>,
  ): Promise<SignedInSession | undefined>;
  /** The account changed or its sessions ended: its tokens are looked up afresh. */
  forgetUser(userId: string): void;
  /** The sign-in ended (sign-out, revocation): its tokens are looked up afresh. */
  forgetGrant(grantId: string): void;
  /** One access token was revoked. */
  forgetToken(accessToken: string): void;
  /** Anything may have changed. */
  forgetAll(): void;
}

interface Entry {
  readonly session: SignedInSession;
  readonly keepUntilMs: number;
}

export function createSessionCache(listener: Pick<Listener, 'reliable'>): SessionCache {
  const entries = new Map<string, Entry>();
  /**
   * Bumped by every forget: a lookup that ran while something was forgotten may have read the rows
   * from before the change, so it is answered but not kept.
   */
  let generation = 0;

  const forgetWhere = (matches: (session: SignedInSession) => boolean) => {
    generation += 1;
    for (const [token, entry] of entries) if (matches(entry.session)) entries.delete(token);
  };

  return {
    async sessionFor(accessToken, load) {
      const cached = entries.get(accessToken);
      if (cached) {
        if (Date.now() < cached.keepUntilMs && listener.reliable()) return cached.session;
        entries.delete(accessToken);
      }
      const startedAt = generation;
      const loaded = await load();
      if (!loaded) return undefined;
      const keepUntilMs = Math.min(Date.now() + SESSION_CACHE_MAX_AGE_MS, loaded.expiresAtMs);
      if (startedAt === generation && listener.reliable() && keepUntilMs > Date.now()) {
        // Maps iterate in insertion order: the first key is the oldest entry.
        if (entries.size >= MAX_ENTRIES) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(accessToken, { session: loaded.session, keepUntilMs });
      }
      return loaded.session;
    },
    forgetUser(userId) {
      forgetWhere((session) => session.user.id === userId);
    },
    forgetGrant(grantId) {
      forgetWhere((session) => session.grantId === grantId);
    },
    forgetToken(accessToken) {
      generation += 1;
      entries.delete(accessToken);
    },
    forgetAll() {
      generation += 1;
      entries.clear();
    },
  };
}

/**
 * The cache for this instance, told by the database about changes made anywhere: a notification
 * names the account whose sessions to drop; an empty one (TRUNCATE, or the listener lost or back)
 * drops them all.
 */
export async function listeningSessionCache(database: Database): Promise<SessionCache> {
  const state: { listener?: Listener } = {};
  const cache = createSessionCache({ reliable: () => state.listener?.reliable() === true });
  state.listener = await database.listen(SESSION_CHANNEL, (payload) => {
    if (payload) cache.forgetUser(payload);
    else cache.forgetAll();
  });
  return cache;
}
