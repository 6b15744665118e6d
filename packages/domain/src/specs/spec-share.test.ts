import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isShareTokenShape,
  SHARE_TOKEN_BYTES,
  SHARE_TOKEN_LENGTH,
  SharedSpecSchema,
  sharedSpecPath,
} from './spec-share.js';
import { isSharedSpecPagePath, isWebRoutePath } from '../web/web-routes.js';

describe('share tokens', () => {
  it('are at least 128 random bits, written in 43 URL-safe characters', () => {
    expect(SHARE_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    expect(SHARE_TOKEN_LENGTH).toBe(randomBytes(SHARE_TOKEN_BYTES).toString('base64url').length);
  });

  it('have the token shape for any bytes, and a page the app and server know', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: SHARE_TOKEN_BYTES, maxLength: SHARE_TOKEN_BYTES }),
        (bytes) => {
          const token = Buffer.from(bytes).toString('base64url');
          expect(isShareTokenShape(token)).toBe(true);
          expect(isWebRoutePath(sharedSpecPath(token))).toBe(true);
          expect(isSharedSpecPagePath(sharedSpecPath(token))).toBe(true);
        },
      ),
    );
  });

  it.each([
    '',
    'a'.repeat(42),
    'a'.repeat(44),
    `${'a'.repeat(42)}=`,
    `${'a'.repeat(42)}/`,
    `${'a'.repeat(42)}+`,
  ])('refuses %s as a token', (text) => {
    expect(isShareTokenShape(text)).toBe(false);
  });
});

describe('a shared spec', () => {
  it('drops the spec id and anything else of the account an answer could carry', () => {
    const parsed = SharedSpecSchema.parse({
      id: '12',
      ownerId: 'u-1',
      email: 'ann@example.com',
      title: 'Fleet',
      notes: '',
      result: '{}',
      survey: '{}',
      createdAtUTC: '2026-01-02T03:04:05.000Z',
      lastEditedUTC: '2026-01-02T03:04:05.000Z',
      version: '1.0',
    });
    expect(Object.keys(parsed).sort()).toEqual(
      ['createdAtUTC', 'lastEditedUTC', 'notes', 'result', 'survey', 'title', 'version'].sort(),
    );
  });
});
