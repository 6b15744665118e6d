import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { ApiErrorSchema } from './api-error-schema.js';
import { UNIT_SYSTEMS } from '../common/enums.js';
import { PublicConfigSchema } from './public-config.js';
import { OPERATIONS, ROLES } from '../accounts/roles.js';
import {
  AnswerCheckError,
  anonymousUser,
  apiErrorCheck,
  currentUserCheck,
  publicConfigCheck,
  signOutAnswerCheck,
  type AnswerCheck,
} from './shell-answers.js';
import { SignOutAnswerSchema } from './sign-out.js';
import { CurrentUserSchema } from '../accounts/user.js';

/**
 * Decision 075: each zod-free check must accept what its zod schema accepts, refuse what it refuses
 * and give back the same value. Answers are generated around the rules: right values, near misses
 * (a wrong type, a value outside an enum, a missing key, an unknown key) and anything at all.
 */
function expectSameAsSchema<T>(
  check: AnswerCheck<T>,
  schema: z.ZodType,
  answers: fc.Arbitrary<unknown>,
) {
  fc.assert(
    fc.property(answers, (answer) => {
      const byZod = schema.safeParse(answer);
      const byCheck = check.safeParse(answer);
      expect(byCheck.success).toBe(byZod.success);
      if (byZod.success && byCheck.success) expect(byCheck.data).toStrictEqual(byZod.data);
    }),
    { numRuns: 2000 },
  );
}

/** `valid`, or now and then anything else. */
function mostly<T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: fc.anything() });
}

/** A record whose keys may each be missing, with an unknown key now and then. */
function answer(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const complete = fc.record({ ...fields });
  const partial = fc.record({ ...fields, extra: fc.anything() }, { requiredKeys: [] });
  return fc.oneof({ weight: 3, arbitrary: complete }, partial, fc.anything());
}

const nullableString = mostly(fc.oneof(fc.string(), fc.constant(null)));
const enumArray = (values: readonly string[]) =>
  mostly(fc.array(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...values) }, fc.string())));

const urlText = fc.oneof(
  fc.webUrl(),
  fc.webUrl().map((url) => ` \t${url}\n `),
  fc.webUrl().map((url) => url.replace('://', '://\t')),
  fc.constantFrom('http:example.com', 'mailto:sales@example.com', 'example.com', '', '  ', '/path'),
  fc.string(),
);

describe('shell answers match their zod schemas', () => {
  it('the current user', () => {
    expectSameAsSchema(
      currentUserCheck,
      CurrentUserSchema,
      answer({
        email: nullableString,
        displayName: nullableString,
        authenticated: mostly(fc.boolean()),
        units: mostly(fc.oneof(fc.constantFrom(...UNIT_SYSTEMS), fc.string())),
        privileges: mostly(answer({ roles: enumArray(ROLES), operations: enumArray(OPERATIONS) })),
      }),
    );
  });

  it('the public configuration', () => {
    expectSameAsSchema(
      publicConfigCheck,
      PublicConfigSchema,
      answer({
        portfolioUrl: mostly(urlText),
        findRepresentativeUrl: mostly(urlText),
        customerServicePhone: mostly(fc.string()),
        idleTimeoutMs: mostly(
          fc.oneof(
            fc.integer(),
            fc.double(),
            fc.constantFrom(0, -1, 1, 2 ** 53 - 1, 2 ** 53, 1.5, Number.NaN, Infinity),
          ),
        ),
      }),
    );
  });

  it('an API error', () => {
    expectSameAsSchema(
      apiErrorCheck,
      ApiErrorSchema,
      answer({
        code: mostly(fc.string()),
        message: mostly(fc.string()),
        fields: fc.oneof(
          fc.dictionary(fc.string(), fc.string()),
          fc.dictionary(fc.string(), mostly(fc.string())),
          fc.constant(undefined),
          fc.anything(),
        ),
      }),
    );
  });

  it('the sign-out answer', () => {
    expectSameAsSchema(
      signOutAnswerCheck,
      SignOutAnswerSchema,
      answer({
        redirectTo: mostly(
          fc.oneof(
            fc.string(),
            fc.string().map((path) => `/${path}`),
            fc.string().map((path) => `//${path}`),
            fc.string().map((path) => `/\\${path}`),
          ),
        ),
      }),
    );
  });
});

describe('shell answers', () => {
  it('drop a field named __proto__ from an API error, as its schema does', () => {
    const body: unknown = JSON.parse(
      '{"code":"X","message":"m","fields":{"__proto__":"p","title":"t"}}',
    );
    expect(apiErrorCheck.parse(body)).toStrictEqual(ApiErrorSchema.parse(body));
    expect(Object.keys(apiErrorCheck.parse(body).fields ?? {})).toEqual(['title']);
  });

  it('refuse a sign-out answer that would leave the site', () => {
    for (const redirectTo of ['//evil.example', '/\\evil.example', 'https://evil.example']) {
      expect(signOutAnswerCheck.safeParse({ redirectTo }).success).toBe(false);
      expect(SignOutAnswerSchema.safeParse({ redirectTo }).success).toBe(false);
    }
    expect(signOutAnswerCheck.parse({ redirectTo: '/logout/callback' })).toEqual({
      redirectTo: '/logout/callback',
    });
  });

  it('give the anonymous visitor back as it is', () => {
    expect(currentUserCheck.parse(anonymousUser('Metric'))).toEqual(anonymousUser('Metric'));
  });

  it('refuse a proxy error page with a message naming what was expected', () => {
    expect(() => publicConfigCheck.parse('<html>Bad gateway</html>')).toThrow(AnswerCheckError);
    expect(() => apiErrorCheck.parse('<html>Bad gateway</html>')).toThrow(
      'The answer is not a valid API error.',
    );
  });
});
