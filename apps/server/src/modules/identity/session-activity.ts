import { sessionActivityIntervalMs } from '@transmission-spec/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { oidcPayloads } from '../../db/schema/index.js';
import { destroySessionsOfGrant } from './oidc-adapter.js';
import { CLIENT_ID } from './provider.js';

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

const nowMs = sql`floor(extract(epoch from now()) * 1000)::bigint`;

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
      // One statement checks and records. Grants get lastSeenAt when stored (oidc-adapter.ts); older
      // ones count from their issue (iat, seconds).
      const lastSeen = sql`coalesce((${oidcPayloads.payload} ->> 'lastSeenAt')::bigint, (${oidcPayloads.payload} ->> 'iat')::bigint * 1000)`;
      const rows = await db
        .update(oidcPayloads)
        .set({
          payload: sql`jsonb_set(${oidcPayloads.payload}, '{lastSeenAt}', to_jsonb(${nowMs}))`,
        })
        .where(
          and(
            eq(oidcPayloads.model, 'Grant'),
            eq(oidcPayloads.id, grantId),
            sql`${lastSeen} >= ${nowMs} - ${allowedIdleMs}`,
          ),
        )
        .returning({ id: oidcPayloads.id });
      if (rows.length > 0) {
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
