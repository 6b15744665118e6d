import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { linehaulTractorAnswers, TransmissionFamilyInputSchema } from '@transmission-spec/domain';
import { recommend } from '@transmission-spec/engine';
import { signInHeaders } from './throughput.mjs';

/**
 * One user holding many saved specs, for spec-pages.mjs: before the built server starts, the
 * server's own openPglite creates and migrates the database and the account and its specs are
 * written straight into it (one INSERT ... SELECT over generate_series), each spec holding the
 * engine's real recommendation for the linehaul answers over the sample catalogue, so the list reads
 * realistic result JSON; `signIn` then gives the user's browser headers.
 */

const EMAIL = 'bench-specs@fleet.example';
const PASSWORD = 'Bench-Specs-1!';

/** The seeded account's sign-in, for a server that should also make it its administrator. */
export const SEEDED_ACCOUNT = { email: EMAIL, password: PASSWORD };

/** The engine's recommendation for the linehaul answers over the sample catalogue. */
export function recommendation() {
  /** @type {{ families: unknown[] }} */
  const fixture = JSON.parse(
    readFileSync(
      new URL('../../packages/domain/catalogue/sample-catalogue.json', import.meta.url),
      'utf8',
    ),
  );
  const catalogue = fixture.families.map((raw, index) => ({
    ...TransmissionFamilyInputSchema.parse(raw),
    id: index + 1,
    isDeleted: false,
    image: null,
  }));
  const { topChoice, runnerUp } = recommend(linehaulTractorAnswers(), catalogue);
  if (!topChoice || !runnerUp) throw new Error('the linehaul answers found no two transmissions');
  return { topChoice, runnerUp };
}

/**
 * @typedef {(dataDir: string, log: { info(): void }) => Promise<{
 *   db: { $client: { query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }> } },
 *   close(): Promise<void>
 * }>} OpenPglite the server's own opener: creates, migrates and shares the embedded database
 */

/**
 * One account with `specs` saved specs, last edited a minute apart; every other one swaps top
 * choice and runner-up so the list shows two different names.
 * @param {string} root
 * @param {string} dataDir
 * @param {{ topChoice: { name: string } | null, runnerUp: { name: string } | null }} result
 * @param {number} specs
 */
export async function seed(root, dataDir, result, specs) {
  const hashing = /** @type {{ hashPassword(password: string): Promise<string> }} */ (
    await import(
      pathToFileURL(join(root, 'apps/server/dist/modules/accounts/password-hashing.js')).href
    )
  );
  const pglite = /** @type {{ openPglite: OpenPglite }} */ (
    await import(pathToFileURL(join(root, 'apps/server/dist/db/pglite.js')).href)
  );
  const database = await pglite.openPglite(dataDir, { info: () => undefined });
  const db = database.db.$client;
  try {
    const users = await db.query(
      `insert into users (email, password_hash, email_verified_at) values ($1, $2, now()) returning id`,
      [EMAIL, await hashing.hashPassword(PASSWORD)],
    );
    const ownerId = /** @type {{ id: string }} */ (users.rows[0]).id;
    await db.query(
      `insert into survey_results
         (owner_id, title, notes, result, top_choice_name, survey, version, created_at,
          last_edited_at)
       select $1, 'Spec ' || n, $2, case when n % 2 = 0 then $3 else $4 end,
              case when n % 2 = 0 then $7 else $8 end, $5, '1.0',
              now() - n * interval '2 minutes', now() - n * interval '1 minute'
       from generate_series(1, $6::int) as n`,
      [
        ownerId,
        '<p>Fleet notes with <strong>bold</strong> text and a <a href="https://example.com" rel="noopener noreferrer" target="_blank">link</a>.</p>',
        JSON.stringify(result),
        JSON.stringify({ topChoice: result.runnerUp, runnerUp: result.topChoice }),
        JSON.stringify(linehaulTractorAnswers()),
        specs,
        result.topChoice?.name ?? '',
        result.runnerUp?.name ?? '',
      ],
    );
    await db.query('analyze survey_results');
  } finally {
    await database.close();
  }
}

/**
 * Signs the seeded user in and returns the headers of their browser (signInHeaders).
 * @param {string} origin
 */
export function signIn(origin) {
  return signInHeaders(origin, SEEDED_ACCOUNT);
}
