import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { csrfHeaders } from './helpers/csrf.js';
import { describeEachDatabase } from './helpers/test-app.js';

/**
 * Issue 24, item 8: what a client on a raw socket can do to the HTTP server. Slow clients held a
 * connection for 73 s of partial headers and a trickled body past 100 s; one address could open
 * any number of connections; an absolute-form request target produced a malformed Location. The
 * server listens on 127.0.0.1 with short timeouts set through its configuration.
 */

const HEADERS_TIMEOUT_MS = 300;
const REQUEST_TIMEOUT_MS = 600;
const MAX_CONNECTIONS = 3;
/** Far past the timeouts (and Node's check interval), far short of Node's own 60 s defaults. */
const CUT_OFF_WITHIN_MS = 5000;
const TRICKLE_EVERY_MS = 100;

interface OpenSocket {
  readonly socket: Socket;
  /** Everything the server sent, once it closed the connection. */
  readonly closed: Promise<string>;
}

function open(port: number): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const closed = new Promise<string>((done) =>
      socket.on('close', () => {
        done(received);
      }),
    );
    socket.once('error', () => undefined);
    socket.once('connect', () => {
      resolve({ socket, closed });
    });
    socket.once('error', reject);
  });
}

/** Writes `piece` every TRICKLE_EVERY_MS until the socket closes or `limitMs` passes. */
function trickle(socket: Socket, piece: string, limitMs: number): void {
  const timer = setInterval(() => {
    if (socket.destroyed) clearInterval(timer);
    else socket.write(piece);
  }, TRICKLE_EVERY_MS);
  setTimeout(() => {
    clearInterval(timer);
  }, limitMs).unref();
  socket.once('close', () => {
    clearInterval(timer);
  });
}

/** Resolves with the closed connection's output, or 'still open' after `ms`. */
function closedWithin(connection: OpenSocket, ms: number): Promise<string> {
  return Promise.race([
    connection.closed,
    new Promise<string>((resolve) =>
      setTimeout(() => {
        resolve('still open');
      }, ms),
    ),
  ]);
}

describeEachDatabase('the HTTP server against clients on a raw socket', (context) => {
  let app: FastifyInstance;
  let port = 0;
  const sockets: Socket[] = [];
  const connectTo = async () => {
    const connection = await open(port);
    sockets.push(connection.socket);
    return connection;
  };

  beforeAll(async () => {
    app = await context.build({
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      MAX_CONNECTIONS_PER_ADDRESS: String(MAX_CONNECTIONS),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
  });

  it('cuts off a client that trickles its headers, with 408', async () => {
    const connection = await connectTo();
    connection.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    trickle(connection.socket, 'X-Slow: 1\r\n', CUT_OFF_WITHIN_MS);
    const output = await closedWithin(connection, CUT_OFF_WITHIN_MS);
    expect(output).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts off a client that trickles its body, with 408', async () => {
    // With the CSRF pair, so the body is read rather than refused before it (403).
    const csrf = Object.entries(await csrfHeaders(app))
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const connection = await connectTo();
    connection.socket.write(
      'POST /api/survey HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `${csrf}Content-Length: 1000\r\n\r\n{`,
    );
    trickle(connection.socket, ' ', CUT_OFF_WITHIN_MS);
    const output = await closedWithin(connection, CUT_OFF_WITHIN_MS);
    expect(output).toMatch(/^HTTP\/1\.1 408 /);
  });

  it(`lets one address hold ${String(MAX_CONNECTIONS)} connections, and closes the next at once`, async () => {
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => connectTo()));
    // Each held connection is served: the cap counts connections, not requests.
    for (const { socket } of held)
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const extra = await connectTo();
    extra.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await closedWithin(extra, 2000)).toBe('');
    for (const connection of held) {
      expect(await closedWithin(connection, 200)).toBe('still open');
    }
    // A closed one frees its place.
    held[0]?.socket.destroy();
    await held[0]?.closed;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await connectTo();
    again.socket.end('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await closedWithin(again, 2000)).toMatch(/^HTTP\/1\.1 200 /);
    for (const { socket } of held) socket.destroy();
  });

  it.each([
    ['the public host', 'http://localhost:3000/survey'],
    ['another host', 'http://127.0.0.1:3000/survey'],
  ])(
    'answers an absolute-form request target naming %s with a well-formed Location or none',
    async (_name, target) => {
      const connection = await connectTo();
      connection.socket.end(
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${String(port)}\r\nConnection: close\r\n\r\n`,
      );
      const output = await closedWithin(connection, 2000);
      expect(output).toMatch(/^HTTP\/1\.1 [0-9]{3} /);
      const location = /\r\nlocation: ([^\r]*)\r\n/i.exec(output)?.[1];
      if (location !== undefined) {
        // One origin, then a path: never `http://localhost:3000http://...`.
        expect(location).toBe('http://localhost:3000/survey');
      }
    },
  );
});
