import { Readable } from 'node:stream';
import { USER_EXPORT_FILE_NAME } from '@transmission-spec/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/** GET /api/security/allusers: every account as CSV (TransmissionAdmin only). */
export const userExportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/security/allusers',
    {
      onRequest: app.requireRoles(['TransmissionAdmin']),
      schema: {
        tags: ['security'],
        summary: 'Every registered user as a CSV download (TransmissionAdmin)',
        description: [
          'text/csv (RFC 4180, CRLF line ends, UTF-8 with a byte order mark), one header line then',
          'one line per user in e-mail order; list cells are joined with "; ". A formula trigger',
          '(= + - @, tab, carriage return) at the start of a cell or after a comma, semicolon, tab or',
          'whitespace gets a leading apostrophe and the cell is quoted, so no spreadsheet runs it.',
          'Streamed in batches.',
        ].join(' '),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const chunks = await app.userExportService.csvChunks();
      app.securityEvents.record('users.exported', { userId: request.user?.id }, request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${USER_EXPORT_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks, { objectMode: false }));
    },
  );
  done();
};
