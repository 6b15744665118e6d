import {
  EmailSchema,
  MESSAGES,
  normalizeEmail,
  ResetPasswordRequestSchema,
} from '@transmission-spec/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BODY_LIMITS } from '../../plugins/body-limits.js';
import { rateLimitHook } from '../../plugins/rate-limit.js';
import { ACCOUNT_RATE_LIMITS } from '../accounts/rate-limits.js';

/** SPEC 7's forgot/reset password calls under /api/security/reset-password. */

const EmailParamsSchema = z.object({ email: EmailSchema });

/** The one answer to every reset request, whether or not the account exists. */
const ResetRequestedSchema = z.object({ message: z.string() });

const PasswordResetSchema = z.object({ email: z.string() });

export const passwordResetRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = app.passwordResetService;

  const limitRequestPerEmail = rateLimitHook(
    app,
    ACCOUNT_RATE_LIMITS.resetRequestPerEmail,
    (request) => normalizeEmail((request.params as { email: string }).email),
  );
  const limitRequestPerAddress = rateLimitHook(app, ACCOUNT_RATE_LIMITS.resetRequestPerAddress);
  const limitPasswordPerAddress = rateLimitHook(app, ACCOUNT_RATE_LIMITS.resetPasswordPerAddress);

  app.post(
    '/security/reset-password/email/:email',
    {
      schema: {
        tags: ['security'],
        summary:
          'Mail a password reset link if an account has this e-mail (same answer either way)',
        params: EmailParamsSchema,
        response: { 200: ResetRequestedSchema },
      },
      preHandler: [limitRequestPerEmail, limitRequestPerAddress],
    },
    async (request) => {
      await service.requestReset(request.params.email);
      return { message: MESSAGES.resetEmailSent };
    },
  );

  app.post(
    '/security/reset-password/password',
    {
      config: { apiErrors: ['INVALID_RESET_LINK'] },
      bodyLimit: BODY_LIMITS.passwordReset,
      schema: {
        tags: ['security'],
        summary: 'Set a new password with the id and code of a reset link; ends every session',
        body: ResetPasswordRequestSchema,
        response: { 200: PasswordResetSchema },
      },
      preHandler: limitPasswordPerAddress,
    },
    (request) => service.resetPassword(request.body),
  );

  done();
};
