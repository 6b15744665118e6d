import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../../db/database.js';
import {
  consumePayload,
  deletePayload,
  deletePayloadsOfGrant,
  findPayload,
  upsertPayload,
  type PayloadKey,
} from '../identity.repository.js';
import type { SessionCache } from '../session/session-cache.js';

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
    await upsertPayload(this.db, this.model, id, row);
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findBy('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findBy('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findBy('userCode', userCode);
  }

  async consume(id: string): Promise<void> {
    await consumePayload(this.db, this.model, id);
  }

  async destroy(id: string): Promise<void> {
    await deletePayload(this.db, this.model, id);
    // After the delete: a lookup that starts now reads the row gone.
    if (this.model === 'AccessToken') this.revoked?.forgetToken(id);
    if (this.model === 'Grant') this.revoked?.forgetGrant(id);
  }

  /** This model's tokens issued under a grant; the provider calls it for each token model. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await deletePayloadsOfGrant(this.db, this.model, grantId);
    if (this.model === 'AccessToken') this.revoked?.forgetGrant(grantId);
  }

  private async findBy(key: PayloadKey, value: string): Promise<AdapterPayload | undefined> {
    // An expired row is gone as far as the provider is concerned, even before the sweep.
    const row = await findPayload(this.db, this.model, key, value);
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
