import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { surveyEvents } from '../src/db/schema/index.js';
import { csrfHeaders } from './helpers/csrf.js';
import { buildDoorToDoorRefuseAnswers, buildLinehaulAnswers } from './helpers/survey-answers.js';
import { describeEachDatabase } from './helpers/test-app.js';

/** The survey events behind POST /api/survey (decision 008): what is recorded, and that none is lost. */

async function postSurvey(app: FastifyInstance, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/survey',
    payload: body as object,
    headers: await csrfHeaders(app),
  });
}

describeEachDatabase('survey events', (context) => {
  it('records each completed survey without personal data, written by the time the app closes', async () => {
    const first = await context.build();
    await postSurvey(first, buildLinehaulAnswers());
    await postSurvey(first, buildDoorToDoorRefuseAnswers());
    await first.close();

    const second = await context.build();
    const rows = await second.db.select().from(surveyEvents).orderBy(surveyEvents.id);
    expect(
      rows.map(({ application, topChoice, runnerUp }) => ({ application, topChoice, runnerUp })),
    ).toEqual([
      { application: 'Linehaul', topChoice: 'Endurant HD', runnerUp: 'Fuller Advantage Automated' },
      { application: 'DoorToDoorRefuse', topChoice: null, runnerUp: null },
    ]);
    const [total] = await second.db.select({ total: count() }).from(surveyEvents);
    expect(total?.total).toBe(2);
  });

  it('loses none at a clean stop, however many are queued or being written', async () => {
    // 450 surveys: two full batches of 200 and a part one, some still queued or mid-write at close.
    // Every request comes from one address: lift the rate limit for this test only.
    const first = await context.build({ RATE_LIMIT_MAX: '100000' });
    // The suite shares its database, so count what is already there.
    const [before] = await first.db.select({ total: count() }).from(surveyEvents);
    const answers = [buildLinehaulAnswers(), buildDoorToDoorRefuseAnswers()];
    for (let sent = 0; sent < 450; sent += 50) {
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          postSurvey(first, answers[index % 2] ?? answers[0]),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    }
    await first.close();

    const second = await context.build();
    const [total] = await second.db.select({ total: count() }).from(surveyEvents);
    expect((total?.total ?? 0) - (before?.total ?? 0)).toBe(450);
  });
});
