import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import {
  ENGINE_MAKES,
  RESULT_TYPES,
  ROAD_TYPES,
  SPEED_RANGE,
  TERRAINS,
  UNIT_SYSTEMS,
  WEIGHT_RANGE,
} from '@transmission-spec/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { surveyDailyCounts, surveyEvents } from '../src/db/schema/index.js';
import {
  insertSurveyEvents,
  type SurveyEvent,
} from '../src/modules/survey/survey-event.repository.js';
import { describeEachDatabase } from './helpers/test-app.js';

/**
 * The rollup has two definitions (decision 100): the survey events' insert counts each batch in
 * TypeScript, the backfill counts stored events in SQL. Whatever the events, both must count the
 * same.
 */

const subset = <T extends string>(values: readonly T[]) =>
  fc.subarray([...values], { minLength: 1 });

const eventArbitrary: fc.Arbitrary<SurveyEvent> = fc.record({
  occurredAt: fc.date({
    min: new Date('2025-12-30T23:00:00Z'),
    max: new Date('2026-01-02T01:00:00Z'),
    noInvalidDate: true,
  }),
  application: fc.constantFrom('Linehaul', 'Refuse', 'Mixer'),
  topChoice: fc.option(fc.constantFrom('Endurant HD', 'Endurant XD', '=Renamed, "quoted"')),
  runnerUp: fc.option(fc.constantFrom('Fuller Advantage Automated', 'Endurant HD')),
  outcome: fc.constantFrom(...RESULT_TYPES),
  units: fc.constantFrom(...UNIT_SYSTEMS),
  terrains: subset(TERRAINS),
  roadTypes: subset(ROAD_TYPES),
  engineMake: fc.constantFrom(...ENGINE_MAKES),
  gcw: fc.integer({ min: WEIGHT_RANGE.min, max: WEIGHT_RANGE.max }),
  cruiseSpeed: fc.integer({ min: SPEED_RANGE.min, max: SPEED_RANGE.max }),
  noTransmissionReason: fc.option(fc.constantFrom('gcw', 'terrain+gcw', 'portfolioEmpty')),
});

describeEachDatabase('insights rollup', (context) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await context.build();
  });

  const rollup = () =>
    app.db
      .select()
      .from(surveyDailyCounts)
      .orderBy(
        asc(surveyDailyCounts.day),
        asc(surveyDailyCounts.dimension),
        asc(surveyDailyCounts.value),
      );

  it('counts a batch on insert exactly as the backfill counts the same events', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventArbitrary, { minLength: 1, maxLength: 60 }),
        async (events) => {
          await app.db.delete(surveyDailyCounts);
          await app.db.delete(surveyEvents);
          // Two batches, so the second adds to rows the first made.
          const half = Math.ceil(events.length / 2);
          await insertSurveyEvents(app.db, events.slice(0, half));
          await insertSurveyEvents(app.db, events.slice(half));
          const onInsert = await rollup();
          expect(
            onInsert
              .filter((row) => row.dimension === 'outcome')
              .reduce((sum, row) => sum + row.count, 0),
          ).toBe(events.length);

          await app.db.delete(surveyDailyCounts);
          await app.db.update(surveyEvents).set({ rolledUp: false });
          expect(await app.insightsService.backfill()).toBe(events.length);
          expect(await rollup()).toEqual(onInsert);
        },
      ),
      { numRuns: 15 },
    );
  });
});
