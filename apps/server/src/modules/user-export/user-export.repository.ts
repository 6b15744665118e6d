import type { UserExportRow } from '@transmission-spec/domain';
import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { surveyResults, users } from '../../db/schema/index.js';

/** Users are read this many at a time, so the export never holds more than one batch. */
export const USER_EXPORT_BATCH_SIZE = 500;

/** One batch of export rows, and the key to ask for the next one with. */
export interface UserExportBatch {
  readonly rows: readonly UserExportRow[];
  /** undefined when this was the last batch. */
  readonly next: string | undefined;
}

/**
 * Users in e-mail order, from just after `after`, with how many specs each has saved. Paged by key
 * (the lower-cased e-mail, which a unique index orders) rather than by one long cursor: each batch is
 * a short query, so a 100,000-user download never holds a connection or a transaction open while the
 * browser reads, which on the embedded PGlite (a single connection) would stall every other request.
 */
export async function readUserExportBatch(
  db: Db,
  after: string | undefined,
  limit: number = USER_EXPORT_BATCH_SIZE,
): Promise<UserExportBatch> {
  const emailKey = sql<string>`lower(${users.email})`;
  const records = await db
    .select({
      key: emailKey,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      organizationType: users.organizationType,
      organizationName: users.organizationName,
      vocations: users.vocations,
      countries: users.countries,
      // Qualified by hand: drizzle leaves columns unqualified in a one-table select, so a bare
      // "id" inside the subquery would mean survey_results.id.
      numberSavedSurveys: sql<number>`(
        select count(*) from ${surveyResults} as saved
        where saved.${sql.identifier(surveyResults.ownerId.name)} = ${users}.${sql.identifier(users.id.name)}
          and saved.${sql.identifier(surveyResults.deletedAt.name)} is null
      )`.mapWith(Number),
    })
    .from(users)
    .where(after === undefined ? undefined : gt(emailKey, after))
    .orderBy(asc(emailKey))
    .limit(limit);
  const rows = records.map((record) => ({
    email: record.email,
    firstName: record.firstName ?? '',
    lastName: record.lastName ?? '',
    organizationType: record.organizationType ?? '',
    organizationName: record.organizationName ?? '',
    vocationCheckList: record.vocations,
    countryList: record.countries,
    numberSavedSurveys: record.numberSavedSurveys,
  }));
  const last = records.at(-1);
  return { rows, next: records.length === limit && last ? last.key : undefined };
}
