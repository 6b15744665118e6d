import { createHmac, createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { normalizeEmail, type Role } from '@transmission-spec/domain';

/**
 * Security events (docs/security.md, "Security events"): one JSON log line each, `event: 'security'`
 * and one of these types, so an operator can route and alert on them by two fields.
 */
export const SECURITY_EVENT_TYPES = [
  /** A password sign-in succeeded (either route). */
  'sign-in.succeeded',
  /** A password sign-in was refused for a wrong e-mail or password. */
  'sign-in.failed',
  /** A sign-in attempt was refused by the sign-in rate limits (a lock-out), before any check. */
  'sign-in.refused',
  /** An account gained roles (ADMIN_EMAIL at start, `npm run admin -- create`). */
  'role.granted',
  /** An administrator downloaded every account as CSV. */
  'users.exported',
  /** A read-only link to a saved spec was made (any earlier link of the spec stops working). */
  'share-link.created',
  /** Sharing of a saved spec was stopped. */
  'share-link.stopped',
] as const;

export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** Which sign-in route an attempt came through. */
export type SignInMethod = 'sign-in-screen' | 'token';

/** Why a sign-in was refused by a limit: the rule of sign-in-rate-limit.ts that refused it. */
export type SignInRefusal = 'address-attempts' | 'email-address-failures' | 'email-failures';

/**
 * What an event may carry: ids and facts, never a password, token, cookie, body or raw e-mail
 * address. A known account is named by its id; an e-mail typed at sign-in (perhaps nobody's, perhaps
 * someone's real address with a typo) only as `emailHash`, a keyed hash that lets the lines about one
 * e-mail be told apart without the logs holding the address.
 */
export interface SecurityEventFields {
  readonly userId?: string;
  readonly emailHash?: string;
  readonly method?: SignInMethod;
  readonly reason?: 'wrong-email-or-password' | SignInRefusal;
  readonly roles?: readonly Role[];
  /** Who changed roles outside any request. */
  readonly source?: 'ADMIN_EMAIL' | 'admin-cli';
  readonly specId?: string;
}

/** The request an event happened in: the client address and the request id (X-Request-Id). */
export interface SecurityEventRequest {
  readonly ip: string;
  readonly id: string;
}

/** One log line's object: the stable shape every event has. */
export interface SecurityEvent extends SecurityEventFields {
  readonly event: 'security';
  readonly type: SecurityEventType;
  readonly ip?: string;
  readonly requestId?: string;
}

export function securityEvent(
  type: SecurityEventType,
  fields: SecurityEventFields,
  request?: SecurityEventRequest,
): SecurityEvent {
  return {
    event: 'security',
    type,
    ...fields,
    ...(request ? { ip: request.ip, requestId: request.id } : {}),
  };
}

/** The message of every event's line: the type, so a plain-text reader sees it too. */
export const securityEventMessage = (type: SecurityEventType) => `security event: ${type}`;

/**
 * The key of `emailHash`, derived from the cookie key kept in the database with the provider's other
 * secrets: every instance hashes an e-mail alike, and nothing is configured. Without the key a hash
 * cannot be checked against a list of addresses, as a plain hash of an e-mail could.
 */
export function emailHashKey(cookieKey: string): KeyObject {
  return createSecretKey(
    Buffer.from(
      hkdfSync(
        'sha256',
        Buffer.from(cookieKey),
        Buffer.alloc(0),
        'transmission-spec security event e-mail',
        32,
      ),
    ),
  );
}

/** The e-mail as the sign-in limits count it (normalised), hashed with `key`: 22 characters. */
export function emailHash(key: KeyObject, email: string): string {
  return createHmac('sha256', key).update(normalizeEmail(email)).digest('base64url').slice(0, 22);
}
