import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict, HttpError, validationFailed } from './http-errors.js';
import { DATABASE_RETRY_AFTER_SECONDS, MAX_REPORTED_FIELDS, toApiError } from './to-api-error.js';

/** A driver error as drizzle hands it on: wrapped, with the SQL and its parameters in the message. */
const wrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: select * from users where email = $1\nparams: a@b.c'), {
    cause,
  });

describe('toApiError', () => {
  it('passes a deliberate error through with its status, code, message and fields', () => {
    expect(toApiError(validationFailed({ title: 'Required field' }))).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        fields: { title: 'Required field' },
      },
      unexpected: false,
    });
    expect(toApiError(conflict('Taken')).body).toEqual({ code: 'CONFLICT', message: 'Taken' });
    expect(new HttpError('NOT_FOUND').statusCode).toBe(404);
  });

  it('turns an escaped ZodError into a 400 naming each field by its dotted path', () => {
    const schema = z.object({
      title: z.string().min(1, 'Required field'),
      models: z.array(z.object({ name: z.string() })),
    });
    const result = schema.safeParse({ title: '', models: [{ name: 3 }] });
    expect(result.success).toBe(false);
    const reply = toApiError(result.error);
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({
      title: 'Required field',
      'models.0.name': expect.any(String) as string,
    });
  });

  it("keeps the message of Fastify's own 4xx errors and maps the status to a stable code", () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(toApiError(tooLarge).body).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large',
    });
    const teapot = Object.assign(new Error('short and stout'), { statusCode: 418 });
    expect(toApiError(teapot)).toMatchObject({ status: 418, body: { code: 'HTTP_418' } });
  });

  it('reports at most a fixed number of fields, each with a bounded message', () => {
    const fields = Object.fromEntries(
      Array.from({ length: 500 }, (_, index) => [`list.${index}`, 'x'.repeat(5000)]),
    );
    const body = toApiError(validationFailed(fields)).body;
    expect(Object.keys(body.fields ?? {})).toHaveLength(MAX_REPORTED_FIELDS);
    expect(body.fields?.['list.0']).toBe('Some fields are not valid.');
    expect(JSON.stringify(body).length).toBeLessThan(8 * 1024);
  });

  it('keeps fields named like prototype keys as plain fields', () => {
    const result = z.object({ constructor: z.string() }).safeParse({ constructor: 2 });
    expect(result.success).toBe(false);
    expect(toApiError(result.error).body.fields).toEqual({
      constructor: expect.any(String) as string,
    });
    const sent = Object.fromEntries([
      ['__proto__', 'a'],
      ['toString', 'b'],
    ]);
    const fields = toApiError(validationFailed(sent)).body.fields ?? {};
    expect(Object.keys(fields).sort()).toEqual(['__proto__', 'toString']);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  });

  it('falls back to the generic message when a library echoes a long request value', () => {
    const echo = Object.assign(new Error(`Unsupported Media Type: ${'a'.repeat(10_000)}`), {
      statusCode: 415,
    });
    expect(toApiError(echo).body).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'That type of content is not supported.',
    });
  });

  it('hides everything about an unexpected error and flags it for the log', () => {
    const reply = toApiError(new Error('password=hunter2'));
    expect(reply).toEqual({
      status: 500,
      body: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
      unexpected: true,
    });
    expect(toApiError('a thrown string').status).toBe(500);
    expect(
      toApiError(Object.assign(new Error('upstream'), { statusCode: 502 })).body.message,
    ).not.toContain('upstream');
  });

  it('answers 503 with Retry-After when the database cannot be reached, whatever the driver', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const outages = [
      wrapped(refused),
      // node's connect to a name with two addresses (localhost: ::1 and 127.0.0.1)
      wrapped(new AggregateError([refused, refused], '')),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('timeout exceeded when trying to connect'),
      wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })),
      wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
      wrapped(Object.assign(new Error('connection failure'), { code: '08006' })),
      new Error('PGlite is closed'),
    ];
    for (const error of outages) {
      expect(toApiError(error)).toEqual({
        status: 503,
        body: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The service is briefly unavailable. Please try again in a moment.',
        },
        unexpected: false,
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      });
    }
  });

  it('still answers 500 for a database error that is a bug, not an outage', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(toApiError(wrapped(unique))).toMatchObject({ status: 500, unexpected: true });
    const syntax = Object.assign(new Error('syntax error'), { code: '42601' });
    expect(toApiError(wrapped(syntax))).toMatchObject({ status: 500, unexpected: true });
  });
});
