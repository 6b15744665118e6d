import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig, loadConfigOrExit, PACKAGE_ROOT } from '../src/config/env.js';

describe('environment configuration', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('starts with sensible defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      redisUrl: undefined,
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      rateLimitMax: 300,
      trustProxy: 0,
      insecureHttp: true,
      shutdownDrainMs: 0,
      connections: { headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, maxPerAddress: 64 },
      smtpUrl: undefined,
      mailFrom: 'Transmission Spec <no-reply@localhost>',
      metrics: undefined,
      surveyEventRetentionDays: 400,
    });
  });

  it('finds the web app beside the server package, wherever the process was started', () => {
    expect(loadConfig({}, '/somewhere/else').webDistDir).toBe(resolve(PACKAGE_ROOT, '../web/dist'));
  });

  it('reads every variable and resolves relative directories against the working directory', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://app@db:5432/spec',
        REDIS_URL: 'redis://cache:6379',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'https://spec.example.com/',
        WEB_DIST_DIR: 'web',
        RATE_LIMIT_MAX: '50',
        TRUST_PROXY: 'true',
        PORTFOLIO_URL: 'https://example.com/portfolio',
        FIND_REPRESENTATIVE_URL: 'https://example.com/reps',
        CUSTOMER_SERVICE_PHONE: '1-555-0100',
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        MAIL_FROM: 'Spec <spec@example.com>',
        SHUTDOWN_DRAIN_MS: '3000',
        HEADERS_TIMEOUT_MS: '5000',
        REQUEST_TIMEOUT_MS: '90000',
        MAX_CONNECTIONS_PER_ADDRESS: '200',
        METRICS_PORT: '9464',
        METRICS_HOST: '10.0.0.5',
        SURVEY_EVENT_RETENTION_DAYS: '30',
      },
      '/srv/app',
    );
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/app/var/data',
      databaseUrl: 'postgres://app@db:5432/spec',
      redisUrl: 'redis://cache:6379',
      logLevel: 'warn',
      publicUrl: 'https://spec.example.com',
      webDistDir: '/srv/app/web',
      rateLimitMax: 50,
      trustProxy: 1,
      insecureHttp: false,
      publicConfig: {
        portfolioUrl: 'https://example.com/portfolio',
        findRepresentativeUrl: 'https://example.com/reps',
        customerServicePhone: '1-555-0100',
        idleTimeoutMs: 3_600_000,
      },
      shutdownDrainMs: 3000,
      connections: { headersTimeoutMs: 5000, requestTimeoutMs: 90_000, maxPerAddress: 200 },
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      mailFrom: 'Spec <spec@example.com>',
      initialAdmin: undefined,
      metrics: { port: 9464, host: '10.0.0.5' },
      surveyEventRetentionDays: 30,
    });
  });

  it('points the public URL at localhost when listening on every interface', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('trusts exactly one proxy hop for true, so clients cannot pick their own address', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'no' }).trustProxy).toBe(0);
  });

  it('caps connections per address only without a proxy unless told, and 0 turns the cap off', () => {
    expect(loadConfig({}).connections.maxPerAddress).toBe(64);
    // Behind a proxy every connection comes from the proxy: the cap belongs in it (nginx).
    expect(loadConfig({ TRUST_PROXY: '1' }).connections.maxPerAddress).toBe(0);
    expect(
      loadConfig({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '500' }).connections
        .maxPerAddress,
    ).toBe(500);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' }).connections.maxPerAddress).toBe(0);
  });

  it('refuses a request timeout shorter than the headers timeout', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      /REQUEST_TIMEOUT_MS: must be at least HEADERS_TIMEOUT_MS/,
    );
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('lists every bad variable with its reason, not just the first', () => {
    const bad = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/spec',
      REDIS_URL: 'cache:6379',
      LOG_LEVEL: 'loud',
      PUBLIC_URL: 'spec.example.com',
      RATE_LIMIT_MAX: '0',
      TRUST_PROXY: 'maybe',
      METRICS_PORT: '70000',
    };
    let error: unknown;
    try {
      loadConfig(bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual(
      Object.keys(bad).sort(),
    );
    expect(problems).toContain('PORT: must be a whole number from 0 to 65535');
    expect(problems).toContain(
      'DATABASE_URL: must be a URL starting with postgres:// or postgresql://',
    );
    expect(problems).toContain(
      'TRUST_PROXY: must be true, false or the number of proxy hops (0-99)',
    );
  });

  it('serves metrics only when METRICS_PORT is set, on 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_HOST: '' }).metrics).toBeUndefined();
    expect(loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(() => loadConfig({ METRICS_PORT: 'on' })).toThrow(
      'METRICS_PORT: must be a whole number from 0 to 65535',
    );
  });

  it('refuses a METRICS_PORT equal to PORT: metrics are never served on the public port', () => {
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      "METRICS_PORT: must differ from PORT (metrics are never served on the app's port)",
    );
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(
      'METRICS_PORT: must differ from PORT',
    );
    // 0 asks the OS for a free port each time, so two zeros never share one.
    expect(loadConfig({ PORT: '0', METRICS_PORT: '0' }).metrics).toEqual({
      port: 0,
      host: '127.0.0.1',
    });
  });

  it('takes the first administrator only as an e-mail and password pair', () => {
    expect(
      loadConfig({ ADMIN_EMAIL: 'Chief@Example.com', ADMIN_PASSWORD: 'Str0ng!Pass' }).initialAdmin,
    ).toEqual({ email: 'Chief@Example.com', password: 'Str0ng!Pass' });
    expect(loadConfig({}).initialAdmin).toBeUndefined();
    expect(() => loadConfig({ ADMIN_EMAIL: 'chief@example.com' })).toThrow(
      'ADMIN_PASSWORD: must be set together with ADMIN_EMAIL',
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Str0ng!Pass' })).toThrow(
      'ADMIN_EMAIL: must be set together with ADMIN_PASSWORD',
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'not-an-address', ADMIN_PASSWORD: 'x' })).toThrow(
      'ADMIN_EMAIL: Please enter a valid email address.',
    );
  });

  it('prints every problem and exits with status 1 on a bad environment', () => {
    vi.stubEnv('PORT', '-1');
    vi.stubEnv('RATE_LIMIT_MAX', 'lots');
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    expect(() => loadConfigOrExit()).toThrow('exit');
    expect(exit).toHaveBeenCalledWith(1);
    const printed = stderr.mock.calls.map(([text]) => String(text)).join('');
    expect(printed).toContain('PORT: must be a whole number');
    expect(printed).toContain('RATE_LIMIT_MAX: must be a whole number');
  });
});
