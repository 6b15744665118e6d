import { userExportCsvHeader, userExportCsvRow } from '@transmission-spec/domain';
import type { Db } from '../../db/database.js';
import { readUserExportBatch, type UserExportBatch } from './user-export.repository.js';

export interface UserExportService {
  /**
   * The CSV text of the export, batch by batch, pulled only as fast as the client reads it. The
   * first batch is read before this resolves, so a database that is down answers a proper error
   * instead of a download cut short.
   */
  csvChunks(): Promise<AsyncGenerator<string>>;
}

export interface UserExportServiceDeps {
  readonly db: Db;
}

/** Every account as CSV for the administrator (SPEC 7). */
export function createUserExportService({ db }: UserExportServiceDeps): UserExportService {
  return {
    async csvChunks() {
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
    },
  };
}
