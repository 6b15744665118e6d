import type { TransmissionFamily, TransmissionLogEntry } from '@transmission-spec/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import {
  signInAdminAndUser,
  surveyTopChoice as topChoiceOf,
  type Sessions,
} from '../transmission-admin-helpers.js';
import type { TestContext } from './test-app.js';

/**
 * What every transmission-admin-*.test.ts suite shares: an app for one database tier with an
 * administrator and a TransmissionUser signed in (set before the suite's tests run: read `app` and
 * `sessions` in a hook or a test), and the admin's read calls.
 */
export function transmissionAdminSuite(context: TestContext) {
  let app: FastifyInstance;
  let sessions: Sessions;

  beforeAll(async () => {
    app = await context.build();
    sessions = await signInAdminAndUser(app);
  });

  const get = (url: string, headers: Record<string, string> = { ...sessions.admin }) =>
    app.inject({ method: 'GET', url, headers });
  const family = async (id: number) =>
    (await get(`/api/transmission/${id}`)).json<TransmissionFamily>();
  const logs = async (id: number) =>
    (await get(`/api/transmission/logs/${id}`)).json<TransmissionLogEntry[]>();
  const surveyTopChoice = async () => (await topChoiceOf(app))?.name;

  return {
    get app() {
      return app;
    },
    get sessions() {
      return sessions;
    },
    get,
    family,
    logs,
    surveyTopChoice,
  };
}
