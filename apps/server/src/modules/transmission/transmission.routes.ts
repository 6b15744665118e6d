import multipart from '@fastify/multipart';
import {
  RankUpdateListSchema,
  TRANSMISSION_MULTIPART_FIELDS,
  TransmissionFamilyListSchema,
  TransmissionFamilySchema,
  TransmissionIdParamSchema,
  TransmissionIdSchema,
  TransmissionLogListSchema,
} from '@transmission-spec/domain';
import type { FastifyRequest, FastifySchemaCompiler, preParsingHookHandler } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, unauthenticated } from '../../errors/http-errors.js';
import { BODY_LIMITS } from '../../plugins/body-limits.js';
import { readTransmissionForm } from './transmission-form.js';

/**
 * The admin catalogue API of SPEC 7 (TransmissionAdmin only: 401 signed out, 403 other roles) and
 * the public image URL that survey results point at.
 */

const IdParams = z.object({ id: TransmissionIdParamSchema });
/** A year: the URL carries the image version, so a changed image is a different URL. */
const IMMUTABLE_MAX_AGE_SECONDS = 31_536_000;

const MULTIPART_DESCRIPTION = [
  'multipart/form-data with two parts:',
  `\`${TRANSMISSION_MULTIPART_FIELDS.family}\` (required): the family as JSON text`,
  '(TransmissionFamilyInput: the admin form fields in lbs, mph, HP and lb-ft), validated field by',
  'field (400 names every bad field, e.g. `modelTorques.1.name`); a name another family has',
  '(trimmed, any case) answers 409 with `fields.name`;',
  `\`${TRANSMISSION_MULTIPART_FIELDS.image}\` (optional): one PNG, JPEG or GIF image of at most`,
  '10485760 bytes. The type is taken from the bytes, not the name or Content-Type: anything else',
  'answers 415, a larger file 413. Without a file an edited family keeps its image.',
].join(' ');

/**
 * Documents the multipart body in the OpenAPI description. The body is read from the stream by
 * readTransmissionForm, not parsed by Fastify, so validation of this schema is skipped.
 */
const MultipartBodyDoc = z.object({
  [TRANSMISSION_MULTIPART_FIELDS.family]: z
    .string()
    .describe('The family as JSON text (TransmissionFamilyInput)'),
  [TRANSMISSION_MULTIPART_FIELDS.image]: z
    .string()
    .optional()
    .meta({ format: 'binary' })
    .describe('PNG, JPEG or GIF, at most 10485760 bytes'),
});
function skipBodyValidation<T>(
  route: Parameters<FastifySchemaCompiler<T>>[0],
): ReturnType<FastifySchemaCompiler<T>> {
  return route.httpPart === 'body'
    ? () => ({ value: undefined })
    : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);
}

/**
 * The form routes read multipart only. Anything else is refused with 415 before its body is read:
 * the JSON parser would otherwise read it under the app's 1 KB default limit and answer 413 or 400
 * for what is simply the wrong kind of body.
 */
const multipartOnly: preParsingHookHandler = (request, _reply, payload, done) => {
  const type = request.headers['content-type']?.toLowerCase() ?? '';
  if (type.startsWith('multipart/form-data')) done(null, payload);
  else done(new HttpError('UNSUPPORTED_MEDIA_TYPE'));
};

/** The signed-in admin's e-mail, recorded as the author of a change. */
function author(request: FastifyRequest): string {
  const email = request.user?.email;
  if (!email) throw unauthenticated();
  return email;
}

/** True when an If-None-Match header names this ETag (weak or strong, or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export const transmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only these routes accept multipart bodies, so the parser is registered in their scope alone.
  await app.register(multipart);
  const service = app.transmissionAdminService;
  const adminOnly = app.requireRoles(['TransmissionAdmin']);
  const tags = ['transmission'];

  for (const url of ['/transmission/', '/transmission']) {
    app.get(
      url,
      {
        onRequest: adminOnly,
        schema: {
          tags,
          summary: 'Every family that is not deleted, in rank order (TransmissionAdmin)',
          hide: url === '/transmission',
          response: { 200: TransmissionFamilyListSchema },
        },
      },
      () => service.list(),
    );
  }

  app.get(
    '/transmission/:id',
    {
      config: { apiErrors: ['NOT_FOUND'] },
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'One family, in admin units (TransmissionAdmin)',
        params: IdParams,
        response: { 200: TransmissionFamilySchema },
      },
    },
    (request) => service.get(request.params.id),
  );

  app.post(
    '/transmission',
    {
      config: { apiErrors: ['CONFLICT'] },
      onRequest: adminOnly,
      preParsing: multipartOnly,
      validatorCompiler: skipBodyValidation,
      schema: {
        tags,
        summary: 'Add a family (TransmissionAdmin)',
        description: MULTIPART_DESCRIPTION,
        consumes: ['multipart/form-data'],
        body: MultipartBodyDoc,
        response: { 201: z.object({ id: TransmissionIdSchema }) },
      },
    },
    async (request, reply) => {
      const form = await readTransmissionForm(request, reply);
      const id = await service.create(form, author(request));
      return reply
        .code(201)
        .header('location', `/api/transmission/${String(id)}`)
        .send({ id });
    },
  );

  app.put(
    '/transmission/:id',
    {
      config: { apiErrors: ['NOT_FOUND', 'CONFLICT'] },
      onRequest: adminOnly,
      preParsing: multipartOnly,
      validatorCompiler: skipBodyValidation,
      schema: {
        tags,
        summary: 'Save a family (TransmissionAdmin); 204 when saved',
        description: MULTIPART_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: IdParams,
        body: MultipartBodyDoc,
      },
    },
    async (request, reply) => {
      const form = await readTransmissionForm(request, reply);
      await service.update(request.params.id, form, author(request));
      return reply.code(204).send();
    },
  );

  app.delete(
    '/transmission/:id',
    {
      config: { apiErrors: ['NOT_FOUND'] },
      onRequest: adminOnly,
      schema: {
        tags,
        summary:
          'Delete a family (TransmissionAdmin): it leaves every list and recommendation, its logs stay',
        params: IdParams,
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, author(request));
      return reply.code(204).send();
    },
  );

  app.patch(
    '/transmission/:id',
    {
      config: { apiErrors: ['NOT_FOUND'] },
      onRequest: adminOnly,
      schema: {
        tags,
        summary: 'Enable or disable a family, whichever it is not (TransmissionAdmin)',
        params: IdParams,
        response: { 200: z.object({ id: TransmissionIdSchema, isDisabled: z.boolean() }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      return { id, isDisabled: await service.toggleDisabled(id, author(request)) };
    },
  );

  app.put(
    '/transmission/UpdateList',
    {
      config: { apiErrors: ['NOT_FOUND'] },
      onRequest: adminOnly,
      bodyLimit: BODY_LIMITS.rankUpdate,
      schema: {
        tags,
        summary:
          'Set the ranks of the listed families; shared ranks are allowed (TransmissionAdmin)',
        body: RankUpdateListSchema,
      },
    },
    async (request, reply) => {
      await service.updateRanks(request.body, author(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/transmission/logs/:id',
    {
      config: { apiErrors: ['NOT_FOUND'] },
      onRequest: adminOnly,
      schema: {
        tags,
        summary:
          'Change log of a family: index 0 the current record, index 1 the previous (TransmissionAdmin)',
        params: IdParams,
        response: { 200: TransmissionLogListSchema },
      },
    },
    (request) => service.logs(request.params.id),
  );

  app.get(
    '/transmission/:id/image',
    {
      config: { apiErrors: ['NOT_FOUND'] },
      // Image formats are compressed already, and the ETag names the bytes as stored.
      compress: false,
      schema: {
        tags,
        summary: 'The image of a family (public: survey results show it)',
        params: IdParams,
        querystring: z.object({
          v: z.string().optional().describe('Image version; the URL in a family or result has it'),
        }),
      },
      // The answer may be kept by shared caches, which must never hand out someone's CSRF cookie.
      // Route hooks run after the cookie plugin has written Set-Cookie.
      onSend: (_request, reply, payload, done) => {
        reply.removeHeader('set-cookie');
        done(null, payload);
      },
    },
    async (request, reply) => {
      const image = await app.transmissionImageService.get(request.params.id);
      const etag = `"${image.version}"`;
      void reply
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header(
          'cache-control',
          request.query.v === image.version
            ? `public, max-age=${String(IMMUTABLE_MAX_AGE_SECONDS)}, immutable`
            : 'public, no-cache',
        );
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(image.mime).send(image.bytes);
    },
  );
};
