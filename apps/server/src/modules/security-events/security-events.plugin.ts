import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadOrCreateProviderSecrets } from '../identity/provider/provider-secrets.js';
import {
  emailHash,
  emailHashKey,
  securityEvent,
  securityEventMessage,
  type SecurityEventFields,
  type SecurityEventType,
} from './security-events.js';

export interface SecurityEvents {
  /** Writes one event line; `request` (when there is one) gives its address and request id. */
  record(type: SecurityEventType, fields: SecurityEventFields, request?: FastifyRequest): void;
  /** The keyed hash an event names a typed e-mail by. */
  emailHash(email: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    securityEvents: SecurityEvents;
  }
}

/** Levels quieter than info: security events are still written at them. */
const QUIETER_THAN_INFO = new Set(['warn', 'error', 'fatal']);

/**
 * app.securityEvents: writes security events (security-events.ts) as info lines of the app's log.
 * They are kept at every LOG_LEVEL but silent: an operator who turns routine lines down to warnings
 * still gets them.
 */
export const securityEventsPlugin = fp(
  async (app) => {
    const secrets = await loadOrCreateProviderSecrets(app.db);
    const key = emailHashKey(secrets.cookieKeys[0] ?? '');
    const log = app.log.child(
      {},
      { level: QUIETER_THAN_INFO.has(app.log.level) ? 'info' : app.log.level },
    );
    app.decorate('securityEvents', {
      record(type, fields, request) {
        const event = securityEvent(type, fields, request);
        log.info(event, securityEventMessage(type));
      },
      emailHash: (email) => emailHash(key, email),
    } satisfies SecurityEvents);
  },
  { name: 'security-events', fastify: '5.x', dependencies: ['config', 'db'] },
);
