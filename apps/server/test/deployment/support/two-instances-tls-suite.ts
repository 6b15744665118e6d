import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { hashPassword } from '../../../src/modules/accounts/password-hashing.js';
import { TEST_PASSWORD } from '../../helpers/sign-in.js';
import { freshDatabase } from '../../helpers/test-database.js';
import { HttpsBrowser, type Answer } from './https-browser.js';
import { PORTS } from './ports.js';
import { CleanUp, stopProcess, type Child } from './processes.js';
import { fakeWebDist, startInstance, startRedis } from './services.js';
import { selfSignedCertificate, startNginx, UPSTREAM_HEADER } from './tls-proxy.js';

/**
 * Production's shape on loopback: nginx terminates TLS (self-signed certificate) in front of two
 * built server processes that share one PostgreSQL database and one Redis, with PUBLIC_URL https and
 * TRUST_PROXY=1. Everything is reached through the proxy with a real HTTPS client. nginx runs the
 * configuration docs/deployment.md ships; the test only adds an entry point per instance (to aim at
 * one) and a header naming the instance that answered.
 */

export const ORIGIN = `https://127.0.0.1:${String(PORTS.proxyHttps)}`;
export const VIA_INSTANCE_1 = `https://127.0.0.1:${String(PORTS.proxyToInstance1)}`;
export const VIA_INSTANCE_2 = `https://127.0.0.1:${String(PORTS.proxyToInstance2)}`;
export const INSTANCE_1 = `127.0.0.1:${String(PORTS.instance1)}`;
export const INSTANCE_2 = `127.0.0.1:${String(PORTS.instance2)}`;

export const ADMIN = { email: 'proxy.admin@example.com', password: 'Proxy-Admin-26!' };
export const USER_EMAIL = 'proxy.user@example.com';

/**
 * Starts Redis, two built instances on one fresh PostgreSQL database and nginx in front of them
 * before the suite's tests, and stops them all after. `instances` is set once that has run, so read
 * it in a hook or a test, never while the suite is being declared.
 */
export function twoInstancesTlsSuite() {
  const cleanUp = new CleanUp();
  const browsers: HttpsBrowser[] = [];
  let ca = '';
  let instances: Child[] = [];

  /** A new client connecting from its own loopback address (127.0.0.`host`). */
  const browser = (host: number) => {
    const created = new HttpsBrowser({ ca, localAddress: `127.0.0.${String(host)}` });
    browsers.push(created);
    return created;
  };

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ts-tls-proxy-'));
    cleanUp.add(() => rm(dir, { recursive: true, force: true }));
    // nginx's workers drop root privileges and must reach their temp folders in here.
    await chmod(dir, 0o755);

    const certificate = await selfSignedCertificate(dir);
    ca = certificate.pem;
    const redis = await startRedis(PORTS.redis);
    cleanUp.add(() => stopProcess(redis));
    const database = await freshDatabase('postgres');
    cleanUp.add(() => database.drop());

    const env = {
      ...database.env,
      REDIS_URL: `redis://127.0.0.1:${String(PORTS.redis)}`,
      PUBLIC_URL: ORIGIN,
      TRUST_PROXY: '1',
      // As docs/deployment.md says: longer than nginx's idle keep-alive timeout (2 s).
      SHUTDOWN_DRAIN_MS: '3000',
      // The rolling-restart test saves from one address for seconds on end; the sign-in limit
      // (30 a minute per address) is separate and is what the rate-limit test counts.
      RATE_LIMIT_MAX: '5000',
      WEB_DIST_DIR: await fakeWebDist(dir),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    // Started together, as a deployment rolls them out: they share migrations and the seed. Each
    // has a DATA_DIR of its own (mail files), as on separate machines.
    const started = await Promise.allSettled([
      startInstance('instance 1', PORTS.instance1, { ...env, DATA_DIR: join(dir, 'data-1') }),
      startInstance('instance 2', PORTS.instance2, { ...env, DATA_DIR: join(dir, 'data-2') }),
    ]);
    instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    for (const instance of instances) cleanUp.add(() => stopProcess(instance));
    for (const result of started) if (result.status === 'rejected') throw result.reason;

    const nginx = await startNginx({
      dir,
      certificate,
      httpsPort: PORTS.proxyHttps,
      httpPort: PORTS.proxyHttp,
      instances: [INSTANCE_1, INSTANCE_2],
      perInstance: [
        { port: PORTS.proxyToInstance1, instance: INSTANCE_1 },
        { port: PORTS.proxyToInstance2, instance: INSTANCE_2 },
      ],
    });
    cleanUp.add(() => stopProcess(nginx));

    // An ordinary account, written straight into the shared database.
    const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(
        'insert into users (email, password_hash, email_verified_at) values ($1, $2, now())',
        [USER_EMAIL, await hashPassword(TEST_PASSWORD)],
      );
    } finally {
      await client.end();
    }
  });

  afterAll(async () => {
    for (const created of browsers) created.close();
    await cleanUp.run();
  });

  /** The ids of a saved-spec list (SPEC's shape: an array of every spec of the user). */
  const listedIds = (list: Answer) => (list.json() as { id: string }[]).map((spec) => spec.id);

  /**
   * Which instance answered, as the test's nginx wrapper reports it (the last one tried, when nginx
   * moved on from one that refused the connection).
   */
  const servedBy = (answer: Answer) => {
    const header = answer.headers[UPSTREAM_HEADER];
    return typeof header === 'string' ? header.split(', ').at(-1) : undefined;
  };

  return {
    get instances() {
      return instances;
    },
    browser,
    listedIds,
    servedBy,
  };
}
