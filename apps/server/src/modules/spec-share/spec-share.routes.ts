import {
  SharedSpecSchema,
  SpecShareLinkSchema,
  SpecShareStateSchema,
} from '@transmission-spec/domain';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../errors/http-errors.js';
import { rateLimitHook } from '../../plugins/rate-limit.js';
import { SpecIdParamsSchema } from '../specs/spec.schemas.js';
import { SPEC_SHARE_RATE_LIMIT } from './spec-share-rate-limit.js';

/**
 * Read-only links to saved specs (issue 14, point 5). The owner's routes sit under the spec's own
 * path and follow its rules: reading needs GetSurveyResult, changing EditSurveyResult (and the
 * CSRF header, as every unsafe /api call), and another user's spec answers 404. The public route
 * needs nothing but a live token.
 */

/** The signed-in user's id, for handlers behind app.requireOperation. */
function ownerOf(request: FastifyRequest): string {
  if (!request.user) throw unauthenticated();
  return request.user.id;
}

/**
 * Set before the handler runs, so a 404 carries them too: no cache (a shared copy would outlive
 * Stop sharing) and no search engine listing of what a link shows.
 */
function privateAnswer(
  _request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
  done();
}

const tags = ['saved specs'];

const TokenParamsSchema = z.object({ token: z.string() });

export const specShareRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = app.specShareService;
  const canRead = [app.requireSignedIn, app.requireOperation('GetSurveyResult')];
  const canEdit = [app.requireSignedIn, app.requireOperation('EditSurveyResult')];
  const limitPerAddress = rateLimitHook(app, SPEC_SHARE_RATE_LIMIT);

  app.post(
    '/surveyresult/:id/share',
    {
      config: { apiErrors: ['NOT_FOUND'] },
      onRequest: canEdit,
      schema: {
        tags,
        summary: 'Make a read-only link to a saved spec, replacing any earlier one',
        description: [
          'Answers the link once: only a hash of its token is kept, so it cannot be shown again.',
          'Any earlier link of the spec stops working.',
        ].join(' '),
        params: SpecIdParamsSchema,
        response: { 201: SpecShareLinkSchema },
      },
    },
    async (request, reply) => {
      const link = await service.share(ownerOf(request), request.params.id);
      app.securityEvents.record(
        'share-link.created',
        { userId: ownerOf(request), specId: request.params.id },
        request,
      );
      return reply.code(201).send(link);
    },
  );

  app.get(
    '/surveyresult/:id/share',
    {
      config: { apiErrors: ['NOT_FOUND'] },
      onRequest: canRead,
      schema: {
        tags,
        summary: 'Whether a saved spec has a live read-only link, and since when',
        params: SpecIdParamsSchema,
        response: { 200: SpecShareStateSchema },
      },
    },
    (request) => service.state(ownerOf(request), request.params.id),
  );

  app.delete(
    '/surveyresult/:id/share',
    {
      config: { apiErrors: ['NOT_FOUND'] },
      onRequest: canEdit,
      schema: {
        tags,
        summary: 'Stop sharing a saved spec: its link answers 404 from now on; 204 when done',
        params: SpecIdParamsSchema,
      },
    },
    async (request, reply) => {
      await service.stop(ownerOf(request), request.params.id);
      app.securityEvents.record(
        'share-link.stopped',
        { userId: ownerOf(request), specId: request.params.id },
        request,
      );
      return reply.code(204).send();
    },
  );

  app.get(
    '/shared/:token',
    {
      config: { apiErrors: ['NOT_FOUND'] },
      onRequest: [privateAnswer, limitPerAddress],
      schema: {
        tags,
        summary: 'A saved spec through its read-only link, for anyone holding the link',
        description: [
          'Title, notes, result and answers (JSON text) and dates; nothing of the account.',
          'An unknown token and a link no longer shared answer the same 404.',
        ].join(' '),
        params: TokenParamsSchema,
        response: { 200: SharedSpecSchema },
      },
    },
    (request) => service.open(request.params.token),
  );
  done();
};
