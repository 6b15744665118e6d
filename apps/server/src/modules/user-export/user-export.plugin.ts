import fp from 'fastify-plugin';
import { createUserExportService, type UserExportService } from './user-export.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The administrator's CSV export of every account. */
    userExportService: UserExportService;
  }
}

export const userExportPlugin = fp(
  (app, _options, done) => {
    app.decorate('userExportService', createUserExportService({ db: app.db }));
    done();
  },
  { name: 'user-export', fastify: '5.x', dependencies: ['db'] },
);
