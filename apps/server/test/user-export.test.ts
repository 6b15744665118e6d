import { USER_EXPORT_COLUMNS, USER_EXPORT_FILE_NAME } from '@transmission-spec/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResults, users } from '../src/db/schema/index.js';
import { updateUserDetails } from '../src/modules/accounts/user.repository.js';
import {
  readUserExportBatch,
  USER_EXPORT_BATCH_SIZE,
} from '../src/modules/user-export/user-export.repository.js';
import { createTestUser } from './helpers/sign-in.js';
import { describeEachDatabase } from './helpers/test-app.js';
import {
  ADMIN_EMAIL,
  signInAdminAndUser,
  USER_EMAIL,
  type Sessions,
} from './transmission-admin-helpers.js';

const HEADER_LINE =
  'Email,First Name,Last Name,Organization Type,Organization Name,Application Self-Description,Country List,Number Saved Surveys';

describeEachDatabase('GET /api/security/allusers', (context) => {
  let app: FastifyInstance;
  let sessions: Sessions;

  beforeAll(async () => {
    app = await context.build();
    sessions = await signInAdminAndUser(app);
  });

  const download = () =>
    app.inject({ method: 'GET', url: '/api/security/allusers', headers: { ...sessions.admin } });

  async function saveSpecs(userId: string, count: number) {
    for (let index = 0; index < count; index += 1) {
      await app.db.insert(surveyResults).values({
        ownerId: userId,
        title: `Spec ${index}`,
        result: '{}',
        survey: '{}',
      });
    }
  }

  it('downloads a CSV file with SPEC’s header line', async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${USER_EXPORT_FILE_NAME}"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    // Streamed, so its length is not known up front.
    expect(response.headers['content-length']).toBeUndefined();
    // A UTF-8 byte order mark first, so Excel shows accented names.
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.split('\r\n')[0]).toBe(`\uFEFF${HEADER_LINE}`);
    expect(USER_EXPORT_COLUMNS.join(',')).toBe(HEADER_LINE);
  });

  it('writes one row per user with the specs they saved, quoting and neutralizing cells', async () => {
    const tricky = await createTestUser(app, 'b.tricky@example.com');
    await updateUserDetails(app.db, tricky.id, {
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: 'x;=1+1;@SUM(1+1)',
      organizationName: 'Line one\nline "two"',
      organizationType: 'Fleet',
      vocations: ['Linehaul', 'Pick up & Delivery'],
      countries: ['United States', 'Canada'],
    });
    await saveSpecs(tricky.id, 3);
    const formulas = await createTestUser(app, 'a.formulas@example.com');
    await updateUserDetails(app.db, formulas.id, {
      firstName: '+1 555 0100',
      lastName: '-2+3',
      organizationName: '@SUM(A1)',
      organizationType: '\tOther',
      vocations: ['=cmd|calc'],
      countries: [],
    });
    await createTestUser(app, 'c.nodetails@example.com');

    const lines = (await download()).body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(`\uFEFF${HEADER_LINE}`);
    // One line per account, in e-mail order (a line break inside quotes stays inside its cell).
    const body = lines.slice(1, -1).join('\r\n');
    expect(body).toBe(
      [
        `a.formulas@example.com,"'+1 555 0100","'-2+3","'\tOther","'@SUM(A1)","'=cmd|calc",,0`,
        `b.tricky@example.com,"'=HYPERLINK(""http://evil.example"")","x;'=1+1;'@SUM(1+1)",Fleet,"Line one\nline ""two""","Linehaul; Pick up & Delivery","United States; Canada",3`,
        'c.nodetails@example.com,,,,,,,0',
        `${ADMIN_EMAIL},,,,,,,0`,
        `${USER_EMAIL},,,,,,,0`,
      ].join('\r\n'),
    );
  });

  describe('many users', () => {
    const extra = 2 * USER_EXPORT_BATCH_SIZE + 7;
    beforeAll(async () => {
      await app.db.execute(sql`
        insert into ${users} (email, first_name)
        select 'bulk' || lpad(n::text, 5, '0') || '@example.com', 'Bulk ' || n
        from generate_series(1, ${extra}) as n
      `);
    });

    it('reads users in batches by e-mail, each batch after the last', async () => {
      const seen: string[] = [];
      let after: string | undefined;
      let batches = 0;
      do {
        const batch = await readUserExportBatch(app.db, after, 100);
        expect(batch.rows.length).toBeLessThanOrEqual(100);
        seen.push(...batch.rows.map((row) => row.email));
        after = batch.next;
        batches += 1;
      } while (after !== undefined);
      const total = await app.db.$count(users);
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      expect(seen).toEqual([...seen].sort());
      expect(batches).toBe(Math.ceil(total / 100) + (total % 100 === 0 ? 1 : 0));
    });

    it('exports every user across several batches', async () => {
      const total = await app.db.$count(users);
      const lines = (await download()).body.split('\r\n').slice(1, -1);
      expect(lines).toHaveLength(total);
      expect(lines.filter((line) => line.startsWith('bulk'))).toHaveLength(extra);
      expect(lines).toContain(`bulk00001@example.com,Bulk 1,,,,,,0`);
    });
  });
});
