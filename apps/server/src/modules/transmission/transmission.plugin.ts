import fp from 'fastify-plugin';
import {
  createTransmissionAdminService,
  type TransmissionAdminService,
} from './transmission-admin.service.js';
import {
  createTransmissionImageService,
  type TransmissionImageService,
} from './transmission-image.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The administrator's catalogue operations. */
    transmissionAdminService: TransmissionAdminService;
    /** The public family images. */
    transmissionImageService: TransmissionImageService;
  }
}

export const transmissionPlugin = fp(
  (app, _options, done) => {
    app.decorate('transmissionAdminService', createTransmissionAdminService({ db: app.db }));
    app.decorate('transmissionImageService', createTransmissionImageService({ db: app.db }));
    done();
  },
  { name: 'transmission', fastify: '5.x', dependencies: ['db'] },
);
