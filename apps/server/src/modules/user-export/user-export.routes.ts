import { Readable } from 'node:stream';
import {
  USER_EXPORT_FILE_NAME,
  userExportCsvHeader,
  userExportCsvRow,
} from '@transmission-spec/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { readUserExportBatch, type UserExportBatch } from './user-export.repository.js';

/**
 * The CSV text of the export, batch by batch, pulled only as fast as the client reads it. The first
 * batch is read before anything is sent, so a database that is down answers a proper error instead
 * of a download cut short.
 */
async function userExportChunks(db: Db): Promise<AsyncGenerator<string>> {
  const first = await readUserExportBatch(db, undefined);
  async function* chunks(): AsyncGenerator<string> {
    yield userExportCsvHeader();
    let batch: UserExportBatch = first;
    for (;;) {
      if (batch.rows.length > 0) yield batch.rows.map(userExportCsvRow).join('');
      if (batch.next === undefined) return;
      batch = await readUserExportBatch(db, batch.next);
    }
  }
  return chunks();
}

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
    async (_request, reply) => {
      const chunks = await userExportChunks(app.db);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${USER_EXPORT_FILE_NAME}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks, { objectMode: false }));
    },
  );
  done();
};
