import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-app.js';

/**
 * Closing (SIGTERM in a rolling deploy) behind a proxy that keeps connections alive: a response
 * finished while closing must end its connection, or the proxy keeps sending requests down it to an
 * instance that is going away, and closing waits for the keep-alive timeout (72 s) until server.ts
 * gives up and exits.
 */

function get(agent: Agent, port: number, path: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, path, agent }, (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.once('end', () => {
          resolve({
            status: incoming.statusCode ?? 0,
            connection: incoming.headers.connection,
            body,
          });
        });
      });
      outgoing.once('error', reject);
      outgoing.end();
    },
  );
}

describeEachDatabase('closing while requests are in flight', (context) => {
  it('finishes a request that started before closing, ends its keep-alive connection, and closes at once', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const app = await context.build(
      {},
      {
        extraPlugin: (instance, _options, done) => {
          instance.get('/slow-for-test', async () => {
            await gate;
            return { done: true };
          });
          done();
        },
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // One keep-alive connection, as a proxy holds it.
      expect((await get(agent, port, '/api/health')).connection).toBe('keep-alive');
      const slow = get(agent, port, '/slow-for-test');
      await new Promise((resolve) => setTimeout(resolve, 100));

      const started = Date.now();
      const closed = app.close();
      // Closing has begun (the server stopped listening) while the request is still being handled.
      await expect.poll(() => app.server.listening).toBe(false);
      release();
      const answer = await slow;
      expect(answer).toEqual({ status: 200, connection: 'close', body: '{"done":true}' });
      await closed;
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      agent.destroy();
    }
  });

  it('while draining, refuses new connections but serves the open ones, each answer ending its connection', async () => {
    const app = await context.build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(agent, port, '/api/health')).connection).toBe('keep-alive');
      const started = Date.now();
      const drained = app.drain(10_000);
      // The idle keep-alive connection was left open: the next request on it is served.
      expect(await get(agent, port, '/api/health')).toMatchObject({
        status: 200,
        connection: 'close',
      });
      await expect(get(new Agent(), port, '/api/health')).rejects.toMatchObject({
        code: 'ECONNREFUSED',
      });
      // Its last connection ended, so draining is over long before the limit.
      await drained;
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      agent.destroy();
    }
  });
});
