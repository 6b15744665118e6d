import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { insertSecretsRowOnce, readSecretsRow } from '../identity.repository.js';

/** The provider's secrets, one row in `oidc_secrets`. */
export interface ProviderSecrets {
  /** Private signing keys (ID tokens); the first signs, any verifies. */
  readonly jwks: { readonly keys: readonly JWK[] };
  /** Keys that sign the provider's cookies; the first signs, any verifies. */
  readonly cookieKeys: readonly string[];
  /** The server's own client secret at its embedded provider. */
  readonly clientSecret: string;
}

const SECRETS_ROW = 'provider';

const ProviderSecretsSchema = z.object({
  jwks: z.object({ keys: z.array(z.record(z.string(), z.unknown())).min(1) }),
  cookieKeys: z.array(z.string().min(32)).min(1),
  clientSecret: z.string().min(32),
});

function generateSecrets(): ProviderSecrets {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
  };
  return {
    jwks: { keys: [jwk] },
    cookieKeys: [randomBytes(32).toString('base64url')],
    clientSecret: randomBytes(48).toString('base64url'),
  };
}

async function readSecrets(db: Db): Promise<ProviderSecrets | undefined> {
  const value = await readSecretsRow(db, SECRETS_ROW);
  if (value === undefined) return undefined;
  const parsed = ProviderSecretsSchema.safeParse(value);
  if (!parsed.success) throw new Error('oidc_secrets holds malformed provider secrets');
  return parsed.data;
}

/**
 * Loads the provider's secrets, generating them on the very first start. Several instances starting
 * together on an empty database each generate a set, but only the first insert wins and everyone
 * reads that one back, so all instances sign and verify with the same keys.
 */
export async function loadOrCreateProviderSecrets(db: Db): Promise<ProviderSecrets> {
  const existing = await readSecrets(db);
  if (existing) return existing;
  await insertSecretsRowOnce(db, SECRETS_ROW, generateSecrets());
  const stored = await readSecrets(db);
  if (!stored) throw new Error('provider secrets were neither found nor stored');
  return stored;
}
