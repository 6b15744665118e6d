import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict, HttpError, validationFailed } from './http-errors.js';
import { MAX_REPORTED_FIELDS, toApiError } from './to-api-error.js';

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
});
