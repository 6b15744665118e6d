import { linehaulTractorAnswers, SavedSpecResultSchema } from '@transmission-spec/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResults, transmissionFamilies } from '../src/db/schema/index.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { shareSuite } from './helpers/spec-share-suite.js';
import type { Session } from './helpers/survey-result-suite.js';

/**
 * Issue 24, item 6: a spec's cards show the catalogue's own current text and links, whatever the
 * row holds (specs saved before the server stored its own result may hold anything), to the owner
 * and through a share link; a family deleted since keeps its saved names without text or links;
 * notes leave the server through the rich-text allowlist.
 */
describeEachDatabase('saved cards show the catalogue’s text and links', (context) => {
  const suite = shareSuite(context);
  const { detail, shareToken, openShared } = suite;
  let app: FastifyInstance;
  let alice: Session;
  let result: typeof suite.result;
  beforeAll(() => {
    ({ app, alice, result } = suite);
  });

  const FOREIGN = 'evil.example';
  const forgedCard = {
    description:
      '<p>Call us</p><p><a href="https://evil.example/buy">Official site</a></p><script>steal()</script>',
    learnMoreUrl: 'https://evil.example/learn-more',
    image: 'https://evil.example/pixel.gif',
  };
  const hostileNotes =
    '<p>Fine</p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
    '<a href="javascript:alert(3)">click</a><p onclick="alert(4)">text</p>';

  /** Stores a spec for alice directly, as a save before this change could have. */
  async function insertOldSpec(resultJson: unknown, notes = '<p>Old spec</p>'): Promise<string> {
    const [row] = await app.db
      .insert(surveyResults)
      .values({
        ownerId: alice.userId,
        title: 'Saved long ago',
        notes,
        result: JSON.stringify(resultJson),
        topChoiceName: '',
        survey: JSON.stringify(linehaulTractorAnswers()),
      })
      .returning({ id: surveyResults.id });
    if (!row) throw new Error('no row');
    return String(row.id);
  }

  /** The owner's and the public answer of one spec, both 200. */
  async function bothViews(id: string) {
    const own = await detail(alice, id);
    const response = await openShared(await shareToken(alice, id));
    expect(response.statusCode, response.body).toBe(200);
    const shared = response.json<{ result: string; notes: string }>();
    return [
      { body: JSON.stringify(own), notes: own.notes, result: JSON.parse(own.result) as unknown },
      { body: response.body, notes: shared.notes, result: JSON.parse(shared.result) as unknown },
    ];
  }

  it('an old spec with foreign links opens and shares with the catalogue’s text and links only', async () => {
    const id = await insertOldSpec({
      topChoice: { ...result.topChoice, ...forgedCard },
      runnerUp: result.runnerUp && { ...result.runnerUp, ...forgedCard },
    });
    for (const view of await bothViews(id)) {
      expect(view.body).not.toContain(FOREIGN);
      const cards = SavedSpecResultSchema.parse(view.result);
      expect(cards.topChoice).toEqual(result.topChoice);
      expect(cards.runnerUp).toEqual(result.runnerUp);
    }
  });

  it('hands out notes only through the rich-text allowlist', async () => {
    const id = await insertOldSpec(result, hostileNotes);
    for (const view of await bothViews(id)) {
      expect(view.notes).toContain('<p>Fine</p>');
      expect(view.notes).toContain('click');
      for (const banned of ['<script', 'onerror', 'onclick', 'javascript:', '<img']) {
        expect(view.notes).not.toContain(banned);
      }
    }
  });

  it('a card whose family was deleted since shows its saved names, without text or links', async () => {
    const runnerUp = result.runnerUp;
    if (!runnerUp) throw new Error('the linehaul survey has a runner-up');
    const id = await insertOldSpec({
      topChoice: { ...result.topChoice, ...forgedCard },
      runnerUp: { ...runnerUp, ...forgedCard },
    });
    const where = and(
      eq(transmissionFamilies.name, runnerUp.name),
      eq(transmissionFamilies.isDeleted, false),
    );
    const [family] = await app.db
      .update(transmissionFamilies)
      .set({ isDeleted: true })
      .where(where)
      .returning({ id: transmissionFamilies.id });
    if (!family) throw new Error(`${runnerUp.name} is not in the catalogue`);
    try {
      // The catalogue cache hears of the deletion on commit, asynchronously.
      await expect
        .poll(async () => (JSON.parse((await detail(alice, id)).result) as typeof result).runnerUp)
        .toMatchObject({ learnMoreUrl: '' });
      for (const view of await bothViews(id)) {
        expect(view.body).not.toContain(FOREIGN);
        const cards = SavedSpecResultSchema.parse(view.result);
        expect(cards.topChoice).toEqual(result.topChoice);
        expect(cards.runnerUp).toMatchObject({
          name: runnerUp.name,
          modelName: runnerUp.modelName,
          axleRatio: runnerUp.axleRatio,
          description: '',
          learnMoreUrl: '',
          image: null,
        });
      }
    } finally {
      await app.db
        .update(transmissionFamilies)
        .set({ isDeleted: false })
        .where(eq(transmissionFamilies.id, family.id));
    }
  });

  it('a card naming no family at all shows its name only', async () => {
    const id = await insertOldSpec({
      topChoice: { ...result.topChoice, ...forgedCard, name: 'Never In The Catalogue' },
      runnerUp: null,
    });
    for (const view of await bothViews(id)) {
      expect(view.body).not.toContain(FOREIGN);
      expect(SavedSpecResultSchema.parse(view.result).topChoice).toMatchObject({
        name: 'Never In The Catalogue',
        description: '',
        learnMoreUrl: '',
        image: null,
      });
    }
  });

  describe('a result that no longer reads as cards', () => {
    it('is not handed out as stored', async () => {
      const id = await insertOldSpec({
        topChoice: { name: 'x', learnMoreUrl: `https://${FOREIGN}` },
      });
      for (const view of await bothViews(id)) {
        expect(view.body).not.toContain(FOREIGN);
        expect(SavedSpecResultSchema.safeParse(view.result).success).toBe(false);
      }
    });
  });
});
