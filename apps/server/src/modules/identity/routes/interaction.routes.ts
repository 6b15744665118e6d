import { ApiErrorSchema, EmailSchema, TokenRequestSchema } from '@transmission-spec/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errors, type Interaction } from 'oidc-provider';
import { z } from 'zod';
import { HttpError } from '../../../errors/http-errors.js';
import { SIGN_IN_PATH } from '../provider/provider-settings.js';
import { forProvider } from '../provider/provider-request.js';
import { BODY_LIMITS } from '../../../plugins/body-limits.js';
import { rateLimitHook } from '../../../plugins/rate-limit.js';

const ParamsSchema = z.object({ uid: z.string().min(1).max(128) });

const SignInBodySchema = z.object({
  email: EmailSchema,
  password: TokenRequestSchema.shape.password,
});

/**
 * The provider's login interaction, completed by the web app's /sign-in/:uid page:
 * GET /sign-in/:uid/details and POST /sign-in/:uid/login. They live under /sign-in/:uid because the
 * provider scopes its interaction cookie to that path. Not under /api, so CSRF and rate limits are
 * applied here explicitly.
 */
export const interactionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const limiter = app.signInLimiter;
  const { provider } = app.identity;
  const publicUrl = new URL(app.config.publicUrl);
  // The app-wide /api budget, applied here too since these pages' calls are outside /api.
  const pageLimit = rateLimitHook(app, {
    name: 'sign-in-page',
    max: app.config.rateLimitMax,
    windowMs: 60 * 1000,
  });

  /** The interaction behind the cookie, if it is the one in the URL and still open; else 410. */
  const openInteraction = async (
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
  ): Promise<Interaction> => {
    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(forProvider(request, publicUrl), reply.raw);
    } catch (error) {
      if (error instanceof errors.SessionNotFound) throw new HttpError('SIGN_IN_EXPIRED');
      throw error;
    }
    if (interaction.uid !== uid) throw new HttpError('SIGN_IN_EXPIRED');
    return interaction;
  };

  app.get(
    `${SIGN_IN_PATH}/:uid/details`,
    {
      onRequest: pageLimit,
      schema: {
        tags: ['sign-in'],
        summary: 'The open sign-in: an e-mail hint to prefill, if the request carried one',
        params: ParamsSchema,
        response: { 200: z.object({ loginHint: z.string().nullable() }), 410: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const interaction = await openInteraction(request, reply, request.params.uid);
      void reply.header('cache-control', 'no-store');
      const hint = interaction.params.login_hint;
      return { loginHint: typeof hint === 'string' && hint !== '' ? hint : null };
    },
  );

  app.post(
    `${SIGN_IN_PATH}/:uid/login`,
    {
      onRequest: [pageLimit, app.csrf.require],
      bodyLimit: BODY_LIMITS.signIn,
      schema: {
        tags: ['sign-in'],
        summary: 'Complete the open sign-in with e-mail and password',
        description:
          'Needs the X-CSRF-Token header. Answers where the browser goes next (back to the identity provider).',
        params: ParamsSchema,
        body: SignInBodySchema,
        response: {
          200: z.object({ redirectTo: z.string() }),
          401: ApiErrorSchema,
          410: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await openInteraction(request, reply, request.params.uid);
      await limiter.beforeAttempt(request, reply, email);
      const user = await app.identity.checkPassword(email, password);
      if (!user) {
        await limiter.afterFailure(request, email);
        app.securityEvents.record(
          'sign-in.failed',
          {
            emailHash: app.securityEvents.emailHash(email),
            method: 'sign-in-screen',
            reason: 'wrong-email-or-password',
          },
          request,
        );
        throw new HttpError('INVALID_CREDENTIALS');
      }
      const redirectTo = await provider.interactionResult(
        forProvider(request, publicUrl),
        reply.raw,
        { login: { accountId: user.id } },
        { mergeWithLastSubmission: false },
      );
      void reply.header('cache-control', 'no-store');
      // The password was right and the provider's sign-in completed: the rest is redirects.
      app.securityEvents.record(
        'sign-in.succeeded',
        { userId: user.id, method: 'sign-in-screen' },
        request,
      );
      return { redirectTo };
    },
  );
  done();
};
