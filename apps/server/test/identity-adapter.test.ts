import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  destroyAccountPayloads,
  sweepExpiredPayloads,
} from '../src/modules/identity/identity.repository.js';
import { DatabaseAdapter } from '../src/modules/identity/provider/oidc-adapter.js';
import { safeReturnTo } from '../src/modules/identity/routes/return-to.js';
import { describeEachDatabase } from './helpers/test-app.js';

describeEachDatabase('identity provider storage (oidc_payloads adapter)', (context) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await context.build();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores, finds, replaces and destroys one model’s rows, apart from other models’', async () => {
    const tokens = new DatabaseAdapter(app.db, 'AccessToken');
    const codes = new DatabaseAdapter(app.db, 'AuthorizationCode');
    await tokens.upsert('same-id', { jti: 'same-id', accountId: 'a1', kind: 'AccessToken' }, 60);
    await codes.upsert('same-id', { jti: 'same-id', kind: 'AuthorizationCode' }, 60);
    expect(await tokens.find('same-id')).toMatchObject({ kind: 'AccessToken', accountId: 'a1' });
    await tokens.upsert('same-id', { jti: 'same-id', accountId: 'a2', kind: 'AccessToken' }, 60);
    expect(await tokens.find('same-id')).toMatchObject({ accountId: 'a2' });
    await tokens.destroy('same-id');
    expect(await tokens.find('same-id')).toBeUndefined();
    expect(await codes.find('same-id')).toMatchObject({ kind: 'AuthorizationCode' });
  });

  it('forgets a row once it expires, and the sweep deletes it later', async () => {
    const sessions = new DatabaseAdapter(app.db, 'Session');
    await sessions.upsert('short', { uid: 'short-uid', accountId: 'a1' }, 30);
    await sessions.upsert('forever', { uid: 'forever-uid' });
    expect(await sessions.findByUid('short-uid')).toMatchObject({ accountId: 'a1' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000);
    expect(await sessions.find('short')).toBeUndefined();
    expect(await sessions.findByUid('short-uid')).toBeUndefined();
    expect(await sessions.find('forever')).toMatchObject({ uid: 'forever-uid' });
    vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
    expect(await sweepExpiredPayloads(app.db)).toBeGreaterThanOrEqual(1);
    expect(await sessions.find('forever')).toBeDefined();
  });

  it('marks a row consumed, which the provider reads as `consumed`', async () => {
    const codes = new DatabaseAdapter(app.db, 'AuthorizationCode');
    await codes.upsert('code-1', { jti: 'code-1' }, 60);
    expect(await codes.find('code-1')).not.toHaveProperty('consumed');
    await codes.consume('code-1');
    const consumed = await codes.find('code-1');
    expect(typeof consumed?.consumed).toBe('number');
  });

  it('finds device codes by user code and revokes a grant’s tokens of each model', async () => {
    const devices = new DatabaseAdapter(app.db, 'DeviceCode');
    await devices.upsert('device-1', { userCode: 'ABCD-EFGH', grantId: 'g1' }, 60);
    expect(await devices.findByUserCode('ABCD-EFGH')).toMatchObject({ grantId: 'g1' });

    const access = new DatabaseAdapter(app.db, 'AccessToken');
    const refresh = new DatabaseAdapter(app.db, 'RefreshToken');
    await access.upsert('at-g1', { grantId: 'g1' }, 60);
    await access.upsert('at-g2', { grantId: 'g2' }, 60);
    await refresh.upsert('rt-g1', { grantId: 'g1' }, 60);
    await access.revokeByGrantId('g1');
    expect(await access.find('at-g1')).toBeUndefined();
    expect(await access.find('at-g2')).toBeDefined();
    expect(await refresh.find('rt-g1')).toBeDefined();
  });

  it('deletes every row of one account at once, including sign-ins still open', async () => {
    const sessions = new DatabaseAdapter(app.db, 'Session');
    const interactions = new DatabaseAdapter(app.db, 'Interaction');
    const grants = new DatabaseAdapter(app.db, 'Grant');
    await sessions.upsert('s-acc', { uid: 'u-acc', accountId: 'acc-1' }, 60);
    await interactions.upsert('i-acc', { session: { accountId: 'acc-1', uid: 'u-acc' } }, 60);
    await grants.upsert('g-acc', { accountId: 'acc-1' }, 60);
    await grants.upsert('g-other', { accountId: 'acc-2' }, 60);
    await destroyAccountPayloads(app.db, 'acc-1');
    expect(await sessions.find('s-acc')).toBeUndefined();
    expect(await interactions.find('i-acc')).toBeUndefined();
    expect(await grants.find('g-acc')).toBeUndefined();
    expect(await grants.find('g-other')).toBeDefined();
  });
});

describe('safeReturnTo', () => {
  const publicUrl = 'https://spec.example.com';
  it.each([
    ['/spec/12?tab=notes#top', '/spec/12?tab=notes#top'],
    ['/', '/'],
    ['/help#PTO', '/help#PTO'],
  ])('keeps the path %s', (value, expected) => {
    expect(safeReturnTo(value, publicUrl)).toBe(expected);
  });
  it.each([
    undefined,
    '',
    ['/spec'],
    'spec',
    'https://evil.example/',
    'https://spec.example.com/spec',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/login',
    '/logout?returnTo=/',
    '/sign-in/abc',
    '/oidc/auth',
    `/${'a'.repeat(3000)}`,
  ])('sends %j home', (value) => {
    expect(safeReturnTo(value, publicUrl)).toBe('/');
  });
});
