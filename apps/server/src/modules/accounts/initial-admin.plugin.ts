import fp from 'fastify-plugin';
import { ConfigError } from '../../config/env.js';
import { ensureAdministrator, passwordProblems } from './administrator.js';
import { hashPassword } from './password-hashing.js';

/**
 * At start, when ADMIN_EMAIL and ADMIN_PASSWORD are set: creates that administrator, or gives the
 * existing account the administrator role. Idempotent, so it runs on every start of every instance.
 * A password that breaks the rules stops the start with a ConfigError naming each broken rule; the
 * password itself is never logged.
 */
export const initialAdminPlugin = fp(
  async (app) => {
    const admin = app.config.initialAdmin;
    if (!admin) return;
    const problems = passwordProblems(admin.password);
    if (problems.length > 0) {
      throw new ConfigError(problems.map((problem) => `ADMIN_PASSWORD: ${problem}`));
    }
    const { outcome, userId, grantedRoles } = await ensureAdministrator(
      app.db,
      admin.email,
      await hashPassword(admin.password),
    );
    if (grantedRoles.length > 0) {
      app.securityEvents.record('role.granted', {
        userId,
        roles: grantedRoles,
        source: 'ADMIN_EMAIL',
      });
    }
    // With a password given, 'password-required' cannot happen.
    const messages = {
      created: 'created the administrator account from ADMIN_EMAIL',
      promoted: 'made the existing ADMIN_EMAIL account an administrator',
      unchanged: 'the ADMIN_EMAIL account already is an administrator',
      'password-required': 'the ADMIN_EMAIL account was left unchanged',
    } as const;
    app.log.info({ email: admin.email, outcome }, messages[outcome]);
  },
  { name: 'initial-admin', fastify: '5.x', dependencies: ['config', 'db', 'security-events'] },
);
