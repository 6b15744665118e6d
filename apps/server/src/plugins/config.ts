import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The parsed configuration; plugins read it from here rather than from process.env. */
    config: AppConfig;
  }
}

export const configPlugin = fp<{ config: AppConfig }>(
  (app, options, done) => {
    app.decorate('config', options.config);
    done();
  },
  { name: 'config', fastify: '5.x' },
);
