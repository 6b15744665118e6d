import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { copyText } from '../src/db/copy-text.js';
import { surveyDailyCounts, surveyEvents } from '../src/db/schema/index.js';
import {
  insertSurveyEvents,
  writeSurveyEvents,
  type SurveyEvent,
} from '../src/modules/survey/survey-event.repository.js';
import { describeEachDatabase } from './helpers/test-app.js';

/**
 * The survey events' batch write (issue 29): on PGlite a COPY of rows in COPY text format, on
 * PostgreSQL the INSERT. Whatever the text (a catalogue name may hold tabs, backslashes, quotes,
 * braces or read NULL), the COPY must store exactly what the INSERT stores, and count the same.
 */

/** Any text PostgreSQL's text type holds: every code point but U+0000, with COPY's specials. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }).map((value) => value.replaceAll('\u0000', '')),
  fc.constantFrom('NULL', '\\N', 'a\tb', 'line\nbreak\r', '{"a",b}', 'back\\slash', '', ' '),
);

const eventArbitrary: fc.Arbitrary<SurveyEvent> = fc.record({
  occurredAt: fc.date({
    min: new Date('2025-12-30T00:00:00Z'),
    max: new Date('2026-01-02T00:00:00Z'),
    noInvalidDate: true,
  }),
  application: text,
  topChoice: fc.option(text),
  runnerUp: fc.option(text),
  outcome: text,
  units: text,
  terrains: fc.array(text, { maxLength: 3 }),
  roadTypes: fc.array(text, { maxLength: 3 }),
  engineMake: text,
  gcw: fc.integer({ min: 0, max: 2_000_000 }),
  cruiseSpeed: fc.integer({ min: 0, max: 200 }),
  noTransmissionReason: fc.option(text),
});

it('writes COPY text: tab-separated, NULL as \\N, specials escaped, arrays as quoted literals', () => {
  expect(
    copyText([
      ['a\tb\\c\nd\re', null, 42, true, false, new Date('2026-01-01T00:00:00.000Z')],
      [['flat', 'say "hi"', 'back\\slash', 'NULL'], []],
    ]),
  ).toBe(
    'a\\tb\\\\c\\nd\\re\t\\N\t42\tt\tf\t2026-01-01T00:00:00.000Z\n' +
      '{"flat","say \\\\"hi\\\\"","back\\\\\\\\slash","NULL"}\t{}\n',
  );
  expect(() => copyText([[Number.NaN]])).toThrow(RangeError);
});

describeEachDatabase('survey event write', (context) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await context.build();
  });

  const stored = async () => {
    const rows = await app.db.select().from(surveyEvents).orderBy(asc(surveyEvents.id));
    return rows.map(({ id: _id, ...row }) => row);
  };
  const counts = () =>
    app.db
      .select()
      .from(surveyDailyCounts)
      .orderBy(
        asc(surveyDailyCounts.day),
        asc(surveyDailyCounts.dimension),
        asc(surveyDailyCounts.value),
      );
  const clear = async () => {
    await app.db.delete(surveyDailyCounts);
    await app.db.delete(surveyEvents);
  };

  it('stores and counts each batch exactly as the INSERT does, in order, whatever the text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventArbitrary, { minLength: 1, maxLength: 25 }),
        async (events) => {
          await clear();
          await insertSurveyEvents(app.db, events);
          const inserted = { rows: await stored(), counts: await counts() };

          await clear();
          await writeSurveyEvents(app.database, events);
          expect({ rows: await stored(), counts: await counts() }).toEqual(inserted);
          expect(inserted.rows.map((row) => row.topChoice)).toEqual(
            events.map((event) => event.topChoice),
          );
        },
      ),
      { numRuns: 25 },
    );
  });

  it('writes nothing for an empty batch', async () => {
    await clear();
    await writeSurveyEvents(app.database, []);
    expect(await stored()).toEqual([]);
  });
});
