import { MESSAGES, type TransmissionFamily } from '@transmission-spec/domain';
import { eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { transmissionFamilies } from '../src/db/schema/index.js';
import { describeEachDatabase } from './helpers/test-app.js';
import {
  createFamily,
  sendFamily,
  signInAdminAndUser,
  winningFamily,
  type Sessions,
  surveyTopChoice as topChoiceOf,
} from './transmission-admin-helpers.js';

/** Markup a hostile or careless administrator (or an old row) may hold. */
const HOSTILE =
  '<h1 onclick="x()">Title</h1><p style="color:red">Body<script>alert(1)</script>' +
  '<img src=x onerror="alert(2)"></p><a href="javascript:alert(3)">bad</a><p>end';
/** The same after domain's allowlist: headings kept, everything that could run gone, balanced. */
const CLEAN = '<h1>Title</h1><p>Body</p>bad<p>end</p>';

describeEachDatabase('family descriptions are cleaned by the rich-text allowlist', (context) => {
  let app: FastifyInstance;
  let sessions: Sessions;

  beforeAll(async () => {
    app = await context.build();
    sessions = await signInAdminAndUser(app);
  });

  const adminFamily = async (id: number) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/transmission/${String(id)}`,
        headers: { ...sessions.admin },
      })
    ).json<TransmissionFamily>();

  const surveyTopChoice = async () => {
    const topChoice = await topChoiceOf(app);
    if (!topChoice) throw new Error('the linehaul survey found no transmission');
    return topChoice;
  };

  it('on create and update, before they are stored', async () => {
    const id = await createFamily(app, sessions.admin, winningFamily('Cleaned on save'));
    const [stored] = await app.db
      .select({ description: transmissionFamilies.description })
      .from(transmissionFamilies)
      .where(eq(transmissionFamilies.id, id));
    expect(stored?.description).toBe('<p>A family made by a test.</p>');

    const updated = await sendFamily(
      app,
      { ...sessions.admin },
      { ...winningFamily('Cleaned on save'), description: HOSTILE },
      { id },
    );
    expect(updated.statusCode, updated.body).toBe(204);
    const [row] = await app.db
      .select({ description: transmissionFamilies.description })
      .from(transmissionFamilies)
      .where(eq(transmissionFamilies.id, id));
    expect(row?.description).toBe(CLEAN);
    expect((await adminFamily(id)).description).toBe(CLEAN);
  });

  it('refuses a description with nothing left to read once cleaned, naming the field', async () => {
    const response = await sendFamily(
      app,
      { ...sessions.admin },
      { ...winningFamily('Only script'), description: '<script>alert(1)</script><p>&nbsp;</p>' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields?: Record<string, string> }>().fields).toEqual({
      description: MESSAGES.requiredField,
    });
  });

  it('on read, so a description stored before this rule never reaches a survey raw', async () => {
    const id = await createFamily(app, sessions.admin, winningFamily('Stored raw long ago'));
    // Only this family is offered, so it is the top choice.
    await app.db
      .update(transmissionFamilies)
      .set({ isDisabled: true })
      .where(ne(transmissionFamilies.id, id));
    // What an older version stored: the description as the administrator sent it.
    await app.db
      .update(transmissionFamilies)
      .set({ description: HOSTILE, name: 'Stored raw long ago' })
      .where(eq(transmissionFamilies.id, id));
    await expect
      .poll(async () => (await surveyTopChoice()).name, { timeout: 2000 })
      .toBe('Stored raw long ago');
    expect((await surveyTopChoice()).description).toBe(CLEAN);
    expect((await adminFamily(id)).description).toBe(CLEAN);
  });
});
