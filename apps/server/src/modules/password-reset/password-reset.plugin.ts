import fp from 'fastify-plugin';
import { createPasswordResetService, type PasswordResetService } from './password-reset.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password reset by e-mailed link. */
    passwordResetService: PasswordResetService;
  }
}

export const passwordResetPlugin = fp(
  (app, _options, done) => {
    app.decorate(
      'passwordResetService',
      createPasswordResetService({
        db: app.db,
        mail: app.mail,
        publicUrl: app.config.publicUrl,
        // A new password ends every sign-in of the account.
        endAllSessions: (userId) => app.sessions.endAllForUser(userId),
      }),
    );
    done();
  },
  { name: 'password-reset', fastify: '5.x', dependencies: ['config', 'db', 'mail', 'identity'] },
);
