import { expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-app.js';

describeEachDatabase('health and readiness', (context) => {
  it('says the process is up without asking the database', async () => {
    const app = await context.build();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('says it is ready when the database answers', async () => {
    const app = await context.build();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', rateLimitStore: 'memory' });
  });

  it('answers 503 NOT_READY once the database is gone, while health stays 200', async () => {
    const app = await context.build();
    await app.database.close();
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ code: 'NOT_READY', message: expect.any(String) as string });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
