import { count, eq } from 'drizzle-orm';
import type { InsightsResponse } from '@transmission-spec/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { surveyEvents } from '../src/db/schema/index.js';
import { createInsightsService } from '../src/modules/insights/insights.service.js';
import { insertSurveyEvents } from '../src/modules/survey/survey-event.repository.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { signInAdminAndUser, type Sessions } from './transmission-admin-helpers.js';

/**
 * The backfill of events stored before the rollup (issue 28) and the retention of raw events:
 * the Insights count the same after either.
 */
describeEachDatabase('insights backfill and retention', (context) => {
  let app: FastifyInstance;
  let sessions: Sessions;
  beforeAll(async () => {
    app = await context.build();
    sessions = await signInAdminAndUser(app);
  });

  async function insights(from: string, to: string): Promise<InsightsResponse> {
    const response = await app.inject({
      url: `/api/insights?from=${from}&to=${to}`,
      headers: sessions.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const pending = async () => {
    const [row] = await app.db
      .select({ events: count() })
      .from(surveyEvents)
      .where(eq(surveyEvents.rolledUp, false));
    return row?.events ?? 0;
  };

  it('counts events stored before the rollup once, however often the backfill runs', async () => {
    // As the survey route stored them before issue 28: application and families only.
    const old = (topChoice: string | null) => ({
      occurredAt: new Date('2025-06-10T09:00:00Z'),
      application: 'Logging',
      topChoice,
      runnerUp: null,
    });
    await app.db
      .insert(surveyEvents)
      .values([...Array.from({ length: 6 }, () => old('Endurant XD')), old(null), old(null)]);
    expect(await pending()).toBe(8);
    expect((await insights('2025-06-10', '2025-06-10')).surveys.total).toBe(0);

    expect(await app.insightsService.backfill()).toBe(8);
    expect(await app.insightsService.backfill()).toBe(0);
    expect(await pending()).toBe(0);

    const day = await insights('2025-06-10', '2025-06-10');
    expect(day.surveys.total).toBe(8);
    expect(day.surveys.byOutcome).toMatchObject({ Transmission: 6, NoTransmission: null });
    expect(day.applications.find((row) => row.value === 'Logging')?.count).toBe(8);
    expect(day.topChoices).toEqual([{ family: 'Endurant XD', count: 6, fewerThanFive: false }]);
    expect(day.noTransmissionReasons).toEqual([
      {
        reason: 'Reason not recorded (surveys before the Insights)',
        key: 'unrecorded',
        count: null,
        fewerThanFive: true,
      },
    ]);
    // Old events knew no units: counted under neither.
    expect(day.units).toMatchObject({ Imperial: null, Metric: null });
  });

  it('deletes raw events past the retention setting and keeps their daily counts', async () => {
    const event = (iso: string) => ({
      occurredAt: new Date(iso),
      application: 'Mixer',
      topChoice: 'Endurant HD',
      runnerUp: null,
      outcome: 'Transmission',
      units: 'Metric',
      terrains: ['Flat'],
      roadTypes: ['Paved'],
      engineMake: 'PACCAR',
      gcw: 66_000,
      cruiseSpeed: 60,
      noTransmissionReason: null,
    });
    await insertSurveyEvents(app.db, [
      ...Array.from({ length: 5 }, () => event('2024-01-15T12:00:00Z')),
      event('2026-05-30T12:00:00Z'),
    ]);
    const service = createInsightsService({
      db: app.db,
      retentionDays: 30,
      now: () => new Date('2026-06-01T00:00:00Z'),
    });
    // The five from 2024 and the eight backfilled from June 2025 are older than 30 days.
    expect(await service.purgeExpired()).toBe(13);
    const [left] = await app.db.select({ events: count() }).from(surveyEvents);
    expect(left?.events).toBe(1);
    const january = await insights('2024-01-01', '2024-01-31');
    expect(january.surveys.total).toBe(5);
    expect(january.units).toMatchObject({ Metric: 5 });
  });
});
