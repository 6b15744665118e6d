import {
  MESSAGES,
  UNITS_COOKIE,
  utcDay,
  type InsightsResponse,
  type SurveyAnswers,
} from '@transmission-spec/domain';
import { expect, it } from 'vitest';
import { csrfHeaders } from './helpers/csrf.js';
import { shareSuite } from './helpers/spec-share-suite.js';
import { buildDoorToDoorRefuseAnswers, buildLinehaulAnswers } from './helpers/survey-answers.js';
import type { Session } from './helpers/survey-result-suite.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { createFamily, sendFamily, winningFamily } from './transmission-admin-helpers.js';

/**
 * GET /api/insights end to end (issue 28): surveys through POST /api/survey with the visitor's
 * units cookie, specs saved and shared, a family renamed and deleted after its surveys, and the
 * range errors. Every count here is of today (UTC), which only this suite's surveys touch.
 */
describeEachDatabase('insights, GET /api/insights', (context) => {
  const suite = shareSuite(context);
  const today = () => utcDay(new Date());

  const get = (session: Session | undefined, query: string) =>
    suite.app.inject({ url: `/api/insights?${query}`, headers: session?.headers ?? {} });

  async function todays(): Promise<InsightsResponse> {
    const response = await get(suite.bob, `from=${today()}&to=${today()}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** Surveys are written in batches at most a second later: wait until `total` are counted. */
  async function countedSurveys(total: number): Promise<InsightsResponse> {
    await expect.poll(async () => (await todays()).surveys.total, { timeout: 5000 }).toBe(total);
    return todays();
  }

  async function postSurveys(answers: SurveyAnswers, times: number, units?: string) {
    for (let index = 0; index < times; index += 1) {
      const headers = await csrfHeaders(suite.app);
      if (units) headers.cookie = `${headers.cookie}; ${UNITS_COOKIE}=${units}`;
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/survey',
        headers,
        payload: answers,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  }

  async function offered(name: string, present: boolean) {
    await expect
      .poll(
        async () => (await suite.app.catalogue.offerable()).some((family) => family.name === name),
        { timeout: 3000 },
      )
      .toBe(present);
  }

  it('is for TransmissionAdmin only', async () => {
    expect((await get(suite.alice, `from=${today()}&to=${today()}`)).statusCode).toBe(403);
    expect((await get(undefined, `from=${today()}&to=${today()}`)).statusCode).toBe(401);
  });

  it('refuses a reversed range, one over two years and a date that is not one, naming the field', async () => {
    const cases: [string, Record<string, string>][] = [
      ['from=2026-03-02&to=2026-03-01', { to: MESSAGES.insightsRangeReversed }],
      ['from=2024-01-01&to=2026-01-01', { to: MESSAGES.insightsRangeTooLong }],
      ['from=2026-02-30&to=2026-03-01', { from: MESSAGES.insightsDateInvalid }],
      ['from=yesterday&to=2026-03-01', { from: MESSAGES.insightsDateInvalid }],
      ['to=2026-03-01', { from: MESSAGES.insightsDateInvalid }],
    ];
    for (const [query, fields] of cases) {
      const response = await get(suite.bob, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        code: 'VALIDATION_FAILED',
        message: MESSAGES.validationFailed,
        fields,
      });
    }
  });

  it('counts surveys with their outcome, reason and units, specs saved and links made', async () => {
    // The suite's set-up ran one linehaul survey (Imperial).
    await postSurveys(buildLinehaulAnswers(), 5, 'Metric');
    await postSurveys(buildDoorToDoorRefuseAnswers(), 5);
    const counted = await countedSurveys(11);
    expect(counted.surveys.byOutcome).toMatchObject({ Transmission: 6, NoTransmission: 5 });
    expect(counted.units).toMatchObject({ Imperial: 6, Metric: 5 });
    expect(counted.noTransmissionReasons).toEqual([
      expect.objectContaining({ count: 5, fewerThanFive: false }),
    ]);
    expect(counted.noTransmissionReasons[0]?.reason).toMatch(/not supported|over the limit/);

    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) ids.push(await suite.createId(suite.alice));
    for (const id of ids.slice(0, 5)) await suite.shareToken(suite.alice, id);
    expect((await todays()).funnel).toEqual({
      surveys: 11,
      specsSaved: 6,
      shareLinks: 5,
      fewerThanFive: { surveys: false, specsSaved: false, shareLinks: false },
    });
  });

  it('keeps a family’s surveys under the name it was recommended by, renamed or deleted since', async () => {
    const admin = { cookie: '', ...suite.bob.headers };
    const id = await createFamily(suite.app, admin, winningFamily('Atlas'));
    await offered('Atlas', true);
    await postSurveys(buildLinehaulAnswers(), 5);
    expect(
      (await sendFamily(suite.app, suite.bob.headers, winningFamily('Atlas II'), { id }))
        .statusCode,
    ).toBe(204);
    await offered('Atlas II', true);
    await postSurveys(buildLinehaulAnswers(), 5);
    await suite.app.inject({
      method: 'DELETE',
      url: `/api/transmission/${id}`,
      headers: suite.bob.headers,
    });
    await offered('Atlas II', false);

    const counted = await countedSurveys(21);
    expect(counted.topChoices).toEqual(
      expect.arrayContaining([
        { family: 'Atlas', count: 5, fewerThanFive: false },
        { family: 'Atlas II', count: 5, fewerThanFive: false },
      ]),
    );
  });
});
