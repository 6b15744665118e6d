import {
  CreateSpecResponseSchema,
  SavedSpecListSchema,
  SavedSpecPageSchema,
  SPEC_BYTES_PER_USER_MAX,
  SPEC_RESTORE_WINDOW_SECONDS,
  SPEC_TITLE_MAX_LENGTH,
  specPageRequest,
  SPECS_PER_USER_MAX,
  SpecListQuerySchema,
  UpdateSpecRequestSchema,
} from '@transmission-spec/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthenticated } from '../../errors/http-errors.js';
import { BODY_LIMITS } from '../../plugins/body-limits.js';
import {
  CreateSpecBodySchema,
  SpecDetailResponseSchema,
  SpecIdParamsSchema,
} from './spec.schemas.js';

/**
 * Saved specs (SPEC 7): /api/surveyresult for the signed-in owner only. Reading needs the
 * GetSurveyResult operation and saving EditSurveyResult (domain roles table). Another user's spec
 * answers 404, exactly like one that does not exist.
 */

/** The signed-in user's id, for handlers behind app.requireOperation. */
function ownerOf(request: FastifyRequest): string {
  if (!request.user) throw unauthenticated();
  return request.user.id;
}

/**
 * Sends JSON text that is already finished (the database builds the spec list). The route's
 * response schema still documents it; serializing it a second time would only cost time. Fastify
 * sends a string as it is when the content type is set.
 */
async function sendJsonText(reply: FastifyReply, json: string): Promise<FastifyReply> {
  return reply.type('application/json; charset=utf-8').send(json);
}

const tags = ['saved specs'];

export const specRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = app.specService;
  const canRead = [app.requireSignedIn, app.requireOperation('GetSurveyResult')];
  const canEdit = [app.requireSignedIn, app.requireOperation('EditSurveyResult')];

  app.post(
    '/surveyresult',
    {
      config: { apiErrors: ['SPEC_LIMIT_REACHED', 'SPEC_STORAGE_FULL'] },
      onRequest: canEdit,
      bodyLimit: BODY_LIMITS.specCreate,
      schema: {
        tags,
        summary: 'Save a survey result as a named spec with notes',
        description: [
          'The spec stores the recommendation the server makes for `survey` against the catalogue',
          'as it is at the save, not the content of `result`: a client that sends back exactly the',
          'result it received stores exactly that; any other content (invented text or links, or',
          'a result from before a catalogue change) is replaced. `result` must still hold its',
          'shape, every string within its limit. 409 SPEC_LIMIT_REACHED past',
          `${String(SPECS_PER_USER_MAX)} specs, SPEC_STORAGE_FULL when the owner's specs would pass`,
          `${String(SPEC_BYTES_PER_USER_MAX)} bytes in all (an edit too, unless it shrinks the spec).`,
        ].join(' '),
        body: CreateSpecBodySchema,
        response: { 201: CreateSpecResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await service.create(ownerOf(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/surveyresult',
    {
      onRequest: canRead,
      schema: {
        tags,
        summary: "The signed-in user's saved specs, most recently edited first",
        description: [
          'Without a query: every spec, as an array (SPEC 7). With any of page (from 1), pageSize',
          '(20, 50 or 100; default 20), sort (title, result, createdAtUTC, lastEditedUTC; default',
          'lastEditedUTC) or order (asc, desc; default desc): one page, as { items, total, page,',
          'pageSize }.',
        ].join(' '),
        querystring: SpecListQuerySchema,
        response: { 200: z.union([SavedSpecListSchema, SavedSpecPageSchema]) },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const page = specPageRequest(request.query);
      const json = page ? await service.page(owner, page) : await service.list(owner);
      return sendJsonText(reply, json);
    },
  );

  app.get(
    '/surveyresult/:id',
    {
      config: { apiErrors: ['NOT_FOUND'] },
      onRequest: canRead,
      schema: {
        tags,
        summary: 'One saved spec of the signed-in user',
        description: [
          "Each card shows the catalogue's current description, learn-more link and image of its",
          'family (none for a family deleted since, which keeps its saved names); notes pass the',
          'rich-text allowlist.',
        ].join(' '),
        params: SpecIdParamsSchema,
        response: { 200: SpecDetailResponseSchema },
      },
    },
    (request) => service.get(ownerOf(request), request.params.id),
  );

  app.put(
    '/surveyresult/:id',
    {
      config: { apiErrors: ['NOT_FOUND', 'SPEC_STORAGE_FULL'] },
      onRequest: canEdit,
      bodyLimit: BODY_LIMITS.specUpdate,
      schema: {
        tags,
        summary: 'Rename a saved spec and replace its notes (marks it edited); 204 when saved',
        params: SpecIdParamsSchema,
        body: UpdateSpecRequestSchema,
      },
    },
    async (request, reply) => {
      await service.update(ownerOf(request), request.params.id, request.body);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/surveyresult/:id',
    {
      config: { apiErrors: ['NOT_FOUND'] },
      onRequest: canEdit,
      schema: {
        tags,
        summary: 'Delete a saved spec, restorable for a short while; 204 when deleted',
        description: [
          'The spec leaves the list, its page and its share link at once. POST',
          '/api/surveyresult/{id}/restore brings it back within',
          `${String(SPEC_RESTORE_WINDOW_SECONDS)} seconds; after that it is erased for good.`,
        ].join(' '),
        params: SpecIdParamsSchema,
      },
    },
    async (request, reply) => {
      await service.remove(ownerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/surveyresult/:id/restore',
    {
      config: { apiErrors: ['NOT_FOUND', 'SPEC_LIMIT_REACHED', 'SPEC_STORAGE_FULL'] },
      onRequest: canEdit,
      schema: {
        tags,
        summary: 'Undo the delete of a saved spec; 204 when it is back',
        description: [
          `404 once ${String(SPEC_RESTORE_WINDOW_SECONDS)} seconds have passed since the delete.`,
          'The spec comes back as it was, its share link included; it must fit the per-account',
          'limits again (409 SPEC_LIMIT_REACHED or SPEC_STORAGE_FULL), since a deleted spec no',
          'longer counts against them.',
        ].join(' '),
        params: SpecIdParamsSchema,
      },
    },
    async (request, reply) => {
      await service.restore(ownerOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/surveyresult/:id/copy',
    {
      config: { apiErrors: ['NOT_FOUND', 'SPEC_LIMIT_REACHED', 'SPEC_STORAGE_FULL'] },
      onRequest: canEdit,
      schema: {
        tags,
        summary: 'Duplicate a saved spec as "Copy of <name>"',
        description: [
          'The copy holds the same answers, result and notes, is not shared, and counts against',
          'the per-account limits like a new save (409 SPEC_LIMIT_REACHED or SPEC_STORAGE_FULL).',
          `Its name is cut to ${String(SPEC_TITLE_MAX_LENGTH)} characters.`,
        ].join(' '),
        params: SpecIdParamsSchema,
        response: { 201: CreateSpecResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await service.copy(ownerOf(request), request.params.id);
      return reply.code(201).send(created);
    },
  );
  done();
};
