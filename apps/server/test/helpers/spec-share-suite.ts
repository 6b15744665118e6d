import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { specShares } from '../../src/db/schema/index.js';
import { surveyResultSuite, type Session } from './survey-result-suite.js';
import type { TestContext } from './test-app.js';

/**
 * What the spec-share-*.test.ts suites share: the saved-spec suite (alice, a TransmissionUser, and
 * bob, a TransmissionAdmin, each signed in) plus the calls of the share routes.
 */
export function shareSuite(context: TestContext) {
  const suite = surveyResultSuite(context);

  const share = (session: Session, id: string) =>
    suite.app.inject({
      method: 'POST',
      url: `/api/surveyresult/${id}/share`,
      headers: session.headers,
    });

  const stopSharing = (session: Session, id: string) =>
    suite.app.inject({
      method: 'DELETE',
      url: `/api/surveyresult/${id}/share`,
      headers: session.headers,
    });

  async function shareState(session: Session, id: string) {
    const response = await suite.app.inject({
      method: 'GET',
      url: `/api/surveyresult/${id}/share`,
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ shared: boolean; createdAtUTC: string | null }>();
  }

  /** A new link to the session's spec; its token. */
  async function shareToken(session: Session, id: string): Promise<string> {
    const response = await share(session, id);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ token: string }>().token;
  }

  /** GET /api/shared/{token}, signed out, from `remoteAddress` (one per test keeps the limit apart). */
  const openShared = (token: string, remoteAddress = '127.0.0.1') =>
    suite.app.inject({ method: 'GET', url: `/api/shared/${token}`, remoteAddress });

  async function storedShares(id: string): Promise<number> {
    const [row] = await suite.app.db
      .select({ rows: count() })
      .from(specShares)
      .where(eq(specShares.specId, Number(id)));
    return row?.rows ?? 0;
  }

  return Object.assign(suite, {
    share,
    stopSharing,
    shareState,
    shareToken,
    openShared,
    storedShares,
  });
}
