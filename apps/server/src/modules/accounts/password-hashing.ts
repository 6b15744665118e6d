import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are stored only as argon2id hashes (DESIGN: identity). The parameters are OWASP's
 * minimum recommendation for argon2id (19 MiB, 2 passes, 1 lane): about 30 ms here, slow enough to
 * make offline guessing expensive and fast enough not to stall sign-in under load.
 */
const ARGON2ID = 2; // @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolatedModules cannot import)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches `passwordHash`; false for a malformed hash rather than throwing. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A fixed hash to verify against when the account does not exist, so a wrong e-mail costs the same
 * time as a wrong password and response timing does not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-that-matches-nothing');
  await verifyPassword(await decoyHash, password);
  return false;
}
