import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { csrfHeaders } from './helpers/csrf.js';
import { databaseOutage, type DatabaseOutage } from './helpers/database-outage.js';
import { buildLinehaulAnswers } from './helpers/survey-answers.js';
import { describeEachDatabase } from './helpers/test-app.js';

/**
 * Issue 24, item 3: an instance that had not answered a survey since it started answered 503 to
 * every survey during an outage, although the database answered while it started. The catalogue
 * is loaded at start now, so the first survey after a start is answered from it.
 */
describeEachDatabase('a freshly started instance during an outage', (context) => {
  let outage: DatabaseOutage | undefined;
  afterAll(async () => {
    await outage?.close();
  });

  it('answers its first survey from the catalogue it loaded at start', async () => {
    outage = await databaseOutage(context);
    const app: FastifyInstance = await context.build(outage.env);
    const headers = await csrfHeaders(app);
    await outage.cut(app);
    // The database is really gone: what needs it answers 503.
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);

    const response = await app.inject({
      method: 'POST',
      url: '/api/survey',
      headers,
      payload: buildLinehaulAnswers(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      topChoice: { name: 'Endurant HD' },
      runnerUp: { name: 'Fuller Advantage Automated' },
    });
  });
});
