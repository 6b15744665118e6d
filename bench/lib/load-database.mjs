import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import pg from 'pg';

/**
 * The load test's PostgreSQL side: a database of its own created through TEST_DATABASE_URL (dropped
 * afterwards), its users, and the check that every acknowledged save is stored exactly once.
 */

/** @param {string} adminUrl @param {string} text */
async function adminQuery(adminUrl, text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Creates `ts_load_<random>` next to TEST_DATABASE_URL's database.
 * @param {string} adminUrl
 * @returns {Promise<{ url: string, drop: () => Promise<void> }>}
 */
export async function createLoadDatabase(adminUrl) {
  const name = `ts_load_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * Verified accounts written straight into the migrated database, with the server's own password
 * hashing (from the build).
 * @param {string} root @param {string} url @param {readonly string[]} emails @param {string} password
 */
export async function insertUsers(root, url, emails, password) {
  const hashing = /** @type {{ hashPassword(password: string): Promise<string> }} */ (
    await import(
      pathToFileURL(join(root, 'apps/server/dist/modules/accounts/password-hashing.js')).href
    )
  );
  const passwordHash = await hashing.hashPassword(password);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into users (email, password_hash, email_verified_at)
       select unnest($1::text[]), $2, now()`,
      [emails, passwordHash],
    );
  } finally {
    await client.end();
  }
}

/**
 * @typedef {{
 *   acknowledged: number, distinctAcknowledged: number, found: number, missing: number[],
 *   storedMoreThanOnce: number, storedInAll: number
 * }} SavesCheck
 */

/**
 * Looks up every acknowledged id: each must be a row, and each row's unique title must occur once
 * (a save written twice would repeat its title under a second id). Also counts every spec stored,
 * acknowledged or not (a save cut off by a timeout may be stored without a 201 reaching us).
 * @param {string} url @param {readonly number[]} ids
 * @returns {Promise<SavesCheck>}
 */
export async function checkSaves(url, ids) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const distinct = [...new Set(ids)];
    const rows = await client.query(
      'select id, title from survey_results where id = any($1::int[])',
      [distinct],
    );
    const repeated = await client.query(
      'select title from survey_results group by title having count(*) > 1',
    );
    const repeatedTitles = new Set(repeated.rows.map((row) => String(row.title)));
    const found = new Set(rows.rows.map((row) => Number(row.id)));
    const all = await client.query('select count(*)::int as count from survey_results');
    return {
      acknowledged: ids.length,
      distinctAcknowledged: distinct.length,
      found: found.size,
      missing: distinct.filter((id) => !found.has(id)),
      storedMoreThanOnce: rows.rows.filter((row) => repeatedTitles.has(String(row.title))).length,
      storedInAll: Number(all.rows[0]?.count ?? 0),
    };
  } finally {
    await client.end();
  }
}
