import { sessionActivityIntervalMs } from '@transmission-spec/domain';
import type { Db } from '../../../db/database.js';
import { destroySessionsOfGrant, touchGrant } from '../identity.repository.js';
import { CLIENT_ID } from '../provider/provider-settings.js';

/**
 * The server's side of the idle timeout (SPEC: one hour, IDLE_TIMEOUT_MS). A sign-in is one grant;
 * its last use is kept in the grant's row (`lastSeenAt`, milliseconds, by the database's clock), so
 * every instance sees the same value. Writes are throttled: an instance that recorded a use less than
 * `touchIntervalMs` ago answers from memory. In exchange a session is refused only once unused for
 * IDLE_TIMEOUT_MS plus that interval, never earlier than the browser's own timer would sign it out.
 */
export interface SessionActivity {
  /**
   * Records a use of the sign-in; 'idle' when it had been unused too long, for good: an idle sign-in
   * never becomes active again.
   */
  touch(grantId: string): Promise<'active' | 'idle'>;
  /** How often a session's use is written at most, which is also the allowance past the timeout. */
  readonly touchIntervalMs: number;
}

/** At most this many sessions are remembered per instance between writes. */
const MAX_REMEMBERED = 10_000;

export function createSessionActivity(db: Db, idleTimeoutMs: number): SessionActivity {
  const touchIntervalMs = sessionActivityIntervalMs(idleTimeoutMs);
  const allowedIdleMs = idleTimeoutMs + touchIntervalMs;
  /** grant id -> Date.now() when this instance last recorded its use. */
  const recent = new Map<string, number>();

  return {
    touchIntervalMs,
    async touch(grantId) {
      const seen = recent.get(grantId);
      if (seen !== undefined && Date.now() - seen < touchIntervalMs) return 'active';
      if (await touchGrant(db, grantId, allowedIdleMs)) {
        if (recent.size >= MAX_REMEMBERED) recent.clear();
        recent.set(grantId, Date.now());
        return 'active';
      }
      recent.delete(grantId);
      // Its tokens stay, refused with SESSION_IDLE by every later touch (the last use never moves
      // again), so each tab learns why; the provider session goes, so signing in needs the password.
      await destroySessionsOfGrant(db, grantId, CLIENT_ID);
      return 'idle';
    },
  };
}
