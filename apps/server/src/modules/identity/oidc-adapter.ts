import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/database.js';
import { oidcPayloads } from '../../db/schema/index.js';
import type { SessionCache } from './session-cache.js';

/** Who must hear at once that access tokens or grants were removed (this instance's session cache). */
export type RevocationListener = Pick<SessionCache, 'forgetGrant' | 'forgetToken'>;

/**
 * oidc-provider's storage, in the `oidc_payloads` table: every instance reads and writes the same
 * rows, so a sign-in started on one instance finishes on another and nothing is lost on restart.
 * One adapter exists per model name (Session, Grant, AccessToken, ...); rows are keyed by both.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
    private readonly revoked?: RevocationListener,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt =
      typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    const row = {
      // A new sign-in starts its idle clock now (session-activity.ts keeps it up to date).
      payload:
        this.model === 'Grant' && payload.lastSeenAt === undefined
          ? { ...payload, lastSeenAt: Date.now() }
          : payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      // Only sessions are looked up by uid; an Interaction's payload carries its session's uid too.
      uid: this.model === 'Session' ? (payload.uid ?? null) : null,
      accountId: payload.accountId ?? payload.session?.accountId ?? null,
      expiresAt,
      consumedAt: typeof payload.consumed === 'number' ? new Date(payload.consumed * 1000) : null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ id, model: this.model, ...row })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(oidcPayloads.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    // After the delete: a lookup that starts now reads the row gone.
    if (this.model === 'AccessToken') this.revoked?.forgetToken(id);
    if (this.model === 'Grant') this.revoked?.forgetGrant(id);
  }

  /** This model's tokens issued under a grant; the provider calls it for each token model. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)));
    if (this.model === 'AccessToken') this.revoked?.forgetGrant(grantId);
  }

  private async findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.model, this.model),
          condition,
          // An expired row is gone as far as the provider is concerned, even before the sweep.
          or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date())),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    // The provider reads `consumed` (seconds since the epoch) to detect a reused code or token.
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
  }
}

/**
 * The provider's `adapter` setting: a factory giving each model its own adapter over `db`; removed
 * access tokens and grants are reported to `revoked`.
 */
export function databaseAdapterFactory(
  db: Db,
  revoked?: RevocationListener,
): (model: string) => Adapter {
  return (model) => new DatabaseAdapter(db, model, revoked);
}

/**
 * Deletes rows that expired more than a grace period ago. Expired rows are already invisible to the
 * provider; this only keeps the table small. Safe to run from every instance at once.
 */
export async function sweepExpiredPayloads(db: Db, graceMs = 60 * 60 * 1000): Promise<number> {
  const rows = await db
    .delete(oidcPayloads)
    .where(lt(oidcPayloads.expiresAt, new Date(Date.now() - graceMs)))
    .returning({ id: oidcPayloads.id });
  return rows.length;
}

/** Deletes every provider row of one account: its sessions, grants, tokens and open sign-ins. */
export async function destroyAccountPayloads(db: Db, accountId: string): Promise<void> {
  await db.delete(oidcPayloads).where(eq(oidcPayloads.accountId, accountId));
}

/**
 * Deletes the provider sessions (browser sign-ins) that point at a grant, so the next /login asks
 * for the password again instead of reusing them.
 */
export async function destroySessionsOfGrant(
  db: Db,
  grantId: string,
  clientId: string,
): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.model, 'Session'),
        sql`${oidcPayloads.payload} -> 'authorizations' -> ${clientId} ->> 'grantId' = ${grantId}`,
      ),
    );
}
