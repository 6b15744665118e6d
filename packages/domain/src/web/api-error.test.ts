import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, zodIssuesToFields } from './api-error.js';
import { ApiErrorSchema, isApiError } from './api-error-schema.js';
import { MESSAGES } from '../common/messages.js';

/** The fields map of a value that must fail to parse. */
function fieldsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to be refused');
  return zodIssuesToFields(result.error);
}

describe('API errors', () => {
  it('name each bad field by its dot-joined path, keeping the first message', () => {
    const schema = z.object({
      name: z.string().min(1, 'first').min(2, 'second'),
      models: z.array(z.object({ torque: z.number().max(10, 'too big') })),
    });
    expect(fieldsOf(schema, { name: '', models: [{ torque: 5 }, { torque: 50 }] })).toEqual({
      name: 'first',
      'models.1.torque': 'too big',
    });
  });

  it('report a problem with the whole value under root', () => {
    const schema = z.string().refine(() => false, { message: 'whole form' });
    expect(fieldsOf(schema, 'x')).toEqual({ root: 'whole form' });
  });

  it('have a stable shape that clients can recognize', () => {
    const body = {
      code: 'VALIDATION_FAILED',
      message: MESSAGES.validationFailed,
      fields: { a: 'b' },
    };
    expect(ApiErrorSchema.parse(body)).toEqual(body);
    expect(isApiError({ code: 'NOT_FOUND', message: 'Not found.' })).toBe(true);
    expect(isApiError('<html>Bad gateway</html>')).toBe(false);
  });

  it('use the SPEC messages and statuses for registration outcomes', () => {
    expect(API_ERRORS.EMAIL_EXISTS).toEqual({ status: 409, message: MESSAGES.registerEmailExists });
    expect(API_ERRORS.ALREADY_VERIFIED.status).toBe(405);
    expect(API_ERRORS.INVALID_VERIFICATION_CODE.message).toBe(MESSAGES.invalidVerificationCode);
  });
});
