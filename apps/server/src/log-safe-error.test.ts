import { describe, expect, it } from 'vitest';
import { serializeErrorSafely } from './log-safe-error.js';

/** Issue 11, finding 8: a failed query's parameters (what users typed) never reach the log. */

class FakeDrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause });
  }
}

describe('serializeErrorSafely', () => {
  it('keeps the statement, the SQLSTATE and the names, never the parameters or detail', () => {
    const driverError = Object.assign(
      new Error('invalid byte sequence for encoding "UTF8": 0x00'),
      {
        code: '22021',
        severity: 'ERROR',
        routine: 'report_invalid_encoding',
        detail: 'Key (email)=(ann@example.com) already exists.',
        params: ['Ann Secret', 'notes about Ann'],
        query: 'insert into users values ($1, $2)',
      },
    );
    const error = new FakeDrizzleQueryError(
      'insert into "users" ("name", "notes") values ($1, $2)',
      ['Ann Secret', 'notes about Ann'],
      driverError,
    );
    const logged = serializeErrorSafely(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('Ann');
    expect(logged.message).toBe(
      'Failed query: insert into "users" ("name", "notes") values ($1, $2)',
    );
    expect(logged.stack.split('\n')[0]).toBe(`Error: ${logged.message}`);
    expect(logged.stack).toContain('log-safe-error.test.ts');
    expect(logged.cause).toMatchObject({
      message: 'invalid byte sequence for encoding "UTF8": 0x00',
      code: '22021',
      routine: 'report_invalid_encoding',
    });
  });

  it('says nothing about a thrown value that is not an Error', () => {
    expect(JSON.stringify(serializeErrorSafely({ password: 'hunter2' }))).not.toContain('hunter2');
  });
});
