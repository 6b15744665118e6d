import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { oidcPayloads, oidcSecrets } from '../../db/schema/index.js';

/**
 * Every query of the identity module (decision 091): the provider's rows in `oidc_payloads` (its
 * sessions, grants, tokens and open sign-ins, one row per model and id) and its secrets in
 * `oidc_secrets`. Each function takes the drizzle handle or a transaction.
 */

/** One provider row as the adapter writes it (provider/oidc-adapter.ts builds it from a payload). */
export interface PayloadRow {
  readonly payload: unknown;
  readonly grantId: string | null;
  readonly userCode: string | null;
  readonly uid: string | null;
  readonly accountId: string | null;
  readonly expiresAt: Date | null;
  readonly consumedAt: Date | null;
}

export async function upsertPayload(
  db: Db,
  model: string,
  id: string,
  row: PayloadRow,
): Promise<void> {
  await db
    .insert(oidcPayloads)
    .values({ id, model, ...row })
    .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row });
}

/** The key a provider row is looked up by. */
export type PayloadKey = 'id' | 'uid' | 'userCode';

/** A live row of `model` (an expired one is gone as far as the provider is concerned). */
export async function findPayload(
  db: Db,
  model: string,
  key: PayloadKey,
  value: string,
): Promise<{ payload: unknown; consumedAt: Date | null } | undefined> {
  const column: Record<PayloadKey, SQL> = {
    id: eq(oidcPayloads.id, value),
    uid: eq(oidcPayloads.uid, value),
    userCode: eq(oidcPayloads.userCode, value),
  };
  const [row] = await db
    .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
    .from(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.model, model),
        column[key],
        // Expired before the sweep removes it: invisible already.
        or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date())),
      ),
    )
    .limit(1);
  return row;
}

export async function consumePayload(db: Db, model: string, id: string): Promise<void> {
  await db
    .update(oidcPayloads)
    .set({ consumedAt: new Date() })
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
}

export async function deletePayload(db: Db, model: string, id: string): Promise<void> {
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
}

/** The rows of `model` issued under a grant. */
export async function deletePayloadsOfGrant(db: Db, model: string, grantId: string): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.grantId, grantId)));
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

const nowMs = sql`floor(extract(epoch from now()) * 1000)::bigint`;

/**
 * Records a use of the grant now, by the database's clock, if its last use is at most
 * `allowedIdleMs` ago; false when it is older (the sign-in is idle) or the grant is gone. One
 * statement checks and records. Grants get lastSeenAt when stored (oidc-adapter.ts); older ones
 * count from their issue (iat, seconds).
 */
export async function touchGrant(db: Db, grantId: string, allowedIdleMs: number): Promise<boolean> {
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
  return rows.length > 0;
}

/** The stored value of a secrets row, unparsed. */
export async function readSecretsRow(db: Db, name: string): Promise<unknown> {
  const [row] = await db
    .select({ value: oidcSecrets.value })
    .from(oidcSecrets)
    .where(eq(oidcSecrets.name, name))
    .limit(1);
  return row?.value;
}

/** Stores a secrets row unless one of that name exists (the first instance to start wins). */
export async function insertSecretsRowOnce(db: Db, name: string, value: unknown): Promise<void> {
  await db.insert(oidcSecrets).values({ name, value }).onConflictDoNothing();
}
