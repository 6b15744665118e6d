import {
  AccountDetailsSchema,
  EmailSchema,
  normalizeEmail,
  RegistrationVerifyExistingSchema,
  RegistrationVerifyNewSchema,
  VERIFICATION_CODE_TTL_MS,
} from '@transmission-spec/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../errors/http-errors.js';
import { BODY_LIMITS } from '../../plugins/body-limits.js';
import { rateLimitHook } from '../../plugins/rate-limit.js';
import { ACCOUNT_RATE_LIMITS } from '../accounts/rate-limits.js';

/**
 * SPEC 7's registration calls under /api/registration. Every body and path e-mail is checked with
 * the domain schemas first, so bad input answers 400 naming the field before anything is looked up.
 */

const EmailParamsSchema = z.object({ email: EmailSchema });

const CodeSentSchema = z.object({
  email: z.string(),
  /** How long the mailed code stays valid. */
  expiresInMinutes: z.number().int(),
});

const VerifiedSchema = z.object({ email: z.string() });

export const registrationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = app.registrationService;

  const limitRegisterPerEmail = rateLimitHook(
    app,
    ACCOUNT_RATE_LIMITS.registerPerEmail,
    (request) => normalizeEmail((request.params as { email: string }).email),
  );
  const limitRegisterPerAddress = rateLimitHook(app, ACCOUNT_RATE_LIMITS.registerPerAddress);
  // verifynew and verifyexisting share one budget: guessing must not get twice the tries.
  const limitVerifyPerAddress = rateLimitHook(app, ACCOUNT_RATE_LIMITS.verifyPerAddress);

  app.post(
    '/registration/register/:email',
    {
      config: { apiErrors: ['EMAIL_EXISTS'] },
      schema: {
        tags: ['registration'],
        summary:
          'Send a verification code: 201 no account yet, 200 account exists unverified, 409 EMAIL_EXISTS',
        params: EmailParamsSchema,
        response: { 200: CodeSentSchema, 201: CodeSentSchema },
      },
      preHandler: [limitRegisterPerEmail, limitRegisterPerAddress],
    },
    async (request, reply) => {
      const outcome = await service.register(request.params.email);
      return reply.code(outcome === 'new-account' ? 201 : 200).send({
        email: normalizeEmail(request.params.email),
        expiresInMinutes: VERIFICATION_CODE_TTL_MS / 60_000,
      });
    },
  );

  app.post(
    '/registration/verifynew',
    {
      config: { apiErrors: ['INVALID_VERIFICATION_CODE', 'ALREADY_VERIFIED'] },
      bodyLimit: BODY_LIMITS.registration,
      schema: {
        tags: ['registration'],
        summary: 'Create the verified account with the mailed code and a password',
        body: RegistrationVerifyNewSchema,
        response: { 201: VerifiedSchema },
      },
      preHandler: limitVerifyPerAddress,
    },
    async (request, reply) => {
      const account = await service.verifyNew(request.body);
      return reply.code(201).send({ email: account.email });
    },
  );

  app.post(
    '/registration/verifyexisting',
    {
      config: { apiErrors: ['INVALID_VERIFICATION_CODE', 'ALREADY_VERIFIED'] },
      bodyLimit: BODY_LIMITS.registration,
      schema: {
        tags: ['registration'],
        summary: "Verify an existing account's e-mail with the mailed code",
        body: RegistrationVerifyExistingSchema,
        response: { 200: VerifiedSchema },
      },
      preHandler: limitVerifyPerAddress,
    },
    (request) => service.verifyExisting(request.body),
  );

  app.post(
    '/registration/accountdetails',
    {
      config: { apiErrors: ['FORBIDDEN'] },
      bodyLimit: BODY_LIMITS.registration,
      schema: {
        tags: ['registration'],
        summary: 'Save the account details of the signed-in user (body e-mail must be theirs)',
        body: AccountDetailsSchema,
        response: { 200: AccountDetailsSchema },
      },
      onRequest: app.requireSignedIn,
    },
    async (request) => {
      const user = request.user;
      // requireSignedIn guarantees a user; the e-mail check keeps one account from editing another.
      if (!user || normalizeEmail(user.email) !== normalizeEmail(request.body.email)) {
        throw forbidden();
      }
      await service.saveAccountDetails(user.id, request.body);
      // The display name follows the names: the next call here must show it.
      app.sessions.accountChanged(user.id);
      return request.body;
    },
  );

  done();
};
