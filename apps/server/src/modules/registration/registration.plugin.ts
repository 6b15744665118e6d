import fp from 'fastify-plugin';
import { createRegistrationService, type RegistrationService } from './registration.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Registration and e-mail verification (SPEC 7). */
    registrationService: RegistrationService;
  }
}

export const registrationPlugin = fp(
  (app, _options, done) => {
    app.decorate('registrationService', createRegistrationService({ db: app.db, mail: app.mail }));
    done();
  },
  { name: 'registration', fastify: '5.x', dependencies: ['db', 'mail'] },
);
