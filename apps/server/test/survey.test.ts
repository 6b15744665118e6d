import {
  gearingWarningText,
  LogicLogSchema,
  MESSAGES,
  SurveyResponseSchema,
  whySentences,
} from '@transmission-spec/domain';
import { goldenAnswers } from '@transmission-spec/domain/testing';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { transmissionFamilies } from '../src/db/schema/index.js';
import {
  findFamily,
  insertFamilyLog,
} from '../src/modules/transmission/transmission-family.repository.js';
import { csrfHeaders } from './helpers/csrf.js';
import { createTestUser, signIn } from './helpers/sign-in.js';
import { buildDoorToDoorRefuseAnswers, buildLinehaulAnswers } from './helpers/survey-answers.js';
import { describeEachDatabase } from './helpers/test-app.js';

async function postSurvey(app: FastifyInstance, body: unknown, url = '/api/survey') {
  return app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: await csrfHeaders(app),
  });
}

describeEachDatabase('POST /api/survey', (context) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await context.build();
  });

  it('recommends Endurant HD then Fuller Advantage for a linehaul tractor, with model and axle range', async () => {
    const response = await postSurvey(app, buildLinehaulAnswers());
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      type: 'Transmission',
      topChoice: {
        name: 'Endurant HD',
        modelName: 'EEO-16F112C',
        axleRatio: '2.5 - 2.9',
        learnMoreUrl: 'https://www.eatoncummins.com/',
        image: null,
      },
      runnerUp: { name: 'Fuller Advantage Automated', modelName: 'FAO-16810C-EC3' },
    });
    expect(body.topChoice).toHaveProperty('description', expect.stringContaining('<p>') as string);
    // The public call never leaks the Transmission Logic Log.
    expect(body).not.toHaveProperty('debug');
  });

  it('gives each card its details: the why as facts, the family’s limits and its axle range', async () => {
    const response = await postSurvey(app, buildLinehaulAnswers());
    const body = SurveyResponseSchema.parse(response.json());
    const top = body.topChoice?.details;
    expect(top).toMatchObject({
      modelMaxTorque: 1650,
      axleRatioRange: { low: 2.5, high: 2.9 },
      limits: { maxSupportedGcw: 110_000 },
    });
    expect(whySentences(top ?? { why: [] }, 'Imperial')).toEqual([
      'Recommended for Linehaul on flat ground and hilly or rolling roads.',
      "Model EEO-16F112C is rated 1,650 lb-ft, exactly your engine's torque.",
      'Takes up to 110,000 lbs gross combined weight; yours is 80,000 lbs.',
      'Strongest on your goals of fuel economy (ranked 1st) and price (ranked 2nd).',
    ]);
    expect(body.runnerUp?.details?.why.at(-1)).toMatchObject({
      kind: 'secondPlace',
      topChoice: 'Endurant HD',
    });
  });

  it('warns on a card whose family cannot hold the cruise speed in top gear (golden case 20)', async () => {
    const response = await postSurvey(app, goldenAnswers('linehaulHeavy'));
    expect(response.statusCode).toBe(200);
    const body = SurveyResponseSchema.parse(response.json());
    expect(body.topChoice?.name).toBe('UltraShift PLUS Multipurpose (MHP/MXP)');
    const warning = body.topChoice?.gearingWarning;
    expect(warning).toMatchObject({ shortfall: 'cruise', cruiseSpeed: 70, gcw: 250_000 });
    expect(warning === undefined ? '' : gearingWarningText(warning, 'Imperial')).toMatch(
      /^It cannot hold 70 mph in top gear at 250,000 lbs with 1,850 lb-ft at any ratio of its range \(4\.1 - 4\.9\), even on level paved road\./,
    );
    expect(body.runnerUp?.gearingWarning?.shortfall).toBe('cruise');
    // A family that passes carries no warning at all, not even an empty one.
    const linehaul = (await postSurvey(app, buildLinehaulAnswers())).json<{
      topChoice: object;
      runnerUp: object;
    }>();
    expect(linehaul.topChoice).not.toHaveProperty('gearingWarning');
    expect(linehaul.runnerUp).not.toHaveProperty('gearingWarning');
  });

  it('tells the public nothing of the log: no scores, no checks, no family that is not on a card', async () => {
    const response = await postSurvey(app, buildLinehaulAnswers());
    const text = response.body;
    for (const key of [
      'goalScore',
      'fitScore',
      'total',
      'goalContributions',
      'checks',
      'position',
    ]) {
      expect(text).not.toContain(`"${key}"`);
    }
    // The admin's call on the same answers has the scores, so they are there to leak.
    await createTestUser(app, 'why-admin@example.com', { roles: ['TransmissionAdmin'] });
    const debug = await app.inject({
      method: 'POST',
      url: '/api/survey/debug',
      payload: buildLinehaulAnswers(),
      headers: await signIn(app, 'why-admin@example.com'),
    });
    const log = LogicLogSchema.parse(debug.json<{ debug: unknown }>().debug);
    const shown = ['Endurant HD', 'Fuller Advantage Automated'];
    const hidden = log.families.filter((family) => !shown.includes(family.name));
    expect(hidden.length).toBeGreaterThan(0);
    for (const family of hidden) expect(text).not.toContain(family.name);
    // Gear ratios are the shown families' published catalogue figures, and a ratio such as 13.8 may
    // equal some family's score by chance; every other number must not.
    const withoutRatios = JSON.stringify(response.json(), (key, value: unknown) =>
      key === 'gearRatios' ? null : value,
    );
    for (const family of log.families) {
      expect(withoutRatios).not.toContain(String(family.total));
      expect(withoutRatios).not.toContain(String(family.goalScore));
    }
  });

  it('explains in the user’s words when no transmission fits', async () => {
    const response = await postSurvey(app, buildDoorToDoorRefuseAnswers());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      type: 'NoTransmission',
      topChoice: null,
      runnerUp: null,
      message: 'No transmission in the portfolio takes the Door-to-Door Refuse application.',
    });
  });

  it('returns the NoTransmission reason as data beside the Imperial message', async () => {
    const response = await postSurvey(app, buildDoorToDoorRefuseAnswers());
    expect(response.json()).toMatchObject({
      type: 'NoTransmission',
      reason: {
        kind: 'unsupportedAnswers',
        obstacles: [{ kind: 'support', check: 'application', values: ['DoorToDoorRefuse'] }],
      },
    });
    const found = (await postSurvey(app, buildLinehaulAnswers())).json<Record<string, unknown>>();
    expect(found).toMatchObject({ type: 'Transmission', reason: null });
  });

  it('answers 400 naming the cruise speed when it is above the occasional max road speed', async () => {
    const response = await postSurvey(app, buildLinehaulAnswers({ cruiseSpeed: 70, maxSpeed: 65 }));
    expect(response.statusCode).toBe(400);
    const { fields } = response.json<{ fields: Record<string, string> }>();
    expect(fields).toEqual({ cruiseSpeed: MESSAGES.cruiseSpeedAboveMaxSpeed });
  });

  it('answers 400 naming every missing answer', async () => {
    const response = await postSurvey(app, {});
    expect(response.statusCode).toBe(400);
    const { code, fields } = response.json<{ code: string; fields: Record<string, string> }>();
    expect(code).toBe('VALIDATION_FAILED');
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining([
        'application',
        'maxWeight',
        'terrain',
        'roadTypes',
        'cruiseSpeed',
        'maxSpeed',
        'pto',
        'engineMake',
        'engineHp',
        'engineTorque',
        'preferenceRanking',
      ]),
    );
  });

  it('answers 400 for out-of-range, off-step and unknown values, field by field', async () => {
    const response = await postSurvey(
      app,
      buildLinehaulAnswers({
        maxWeight: 251_000,
        engineTorque: 1675,
        application: 'Spaceship' as never,
        terrain: ['OccasionalMountain', 'FrequentMountain'],
      }),
    );
    expect(response.statusCode).toBe(400);
    const { fields } = response.json<{ fields: Record<string, string> }>();
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['maxWeight', 'engineTorque', 'application', 'terrain']),
    );
  });

  it('refuses a call without the CSRF header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/survey',
      payload: buildLinehaulAnswers(),
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers from its cached catalogue until a change is announced', async () => {
    const before = (await postSurvey(app, buildLinehaulAnswers())).json<Record<string, unknown>>();
    expect(before).toMatchObject({ topChoice: { name: 'Endurant HD' } });
    // Disable the top choice with the table's announcing trigger switched off: a cache that read the
    // catalogue on every survey would now offer something else.
    const setEndurantDisabledSilently = (isDisabled: boolean) =>
      app.db.transaction(async (tx) => {
        await tx.execute(sql`alter table transmission_families disable trigger user`);
        await tx
          .update(transmissionFamilies)
          .set({ isDisabled })
          .where(eq(transmissionFamilies.name, 'Endurant HD'));
        await tx.execute(sql`alter table transmission_families enable trigger user`);
      });
    await setEndurantDisabledSilently(true);
    try {
      expect((await postSurvey(app, buildLinehaulAnswers())).json()).toEqual(before);
    } finally {
      await setEndurantDisabledSilently(false);
    }
  });

  it('shows a catalogue change in the very next recommendation', async () => {
    const [endurant] = await app.db
      .select({ id: transmissionFamilies.id })
      .from(transmissionFamilies)
      .where(eq(transmissionFamilies.name, 'Endurant HD'));
    expect((await postSurvey(app, buildLinehaulAnswers())).json()).toMatchObject({
      topChoice: { name: 'Endurant HD' },
    });
    // What the admin screens will do: change the family and log the change, in one transaction.
    await app.db.transaction(async (tx) => {
      await tx
        .update(transmissionFamilies)
        .set({ isDisabled: true })
        .where(eq(transmissionFamilies.id, endurant?.id ?? 0));
      const family = await findFamily(tx, endurant?.id ?? 0);
      if (family) await insertFamilyLog(tx, family, 'test');
    });
    // PostgreSQL delivers the change notification on commit, a moment later over the network.
    await expect
      .poll(
        async () => (await postSurvey(app, buildLinehaulAnswers())).json<Record<string, unknown>>(),
        { timeout: 2000 },
      )
      .toMatchObject({ topChoice: { name: 'Fuller Advantage Automated' } });
  });

  it('shows a change made by anyone, here a plain SQL update through another instance', async () => {
    const other = await context.build();
    await postSurvey(app, buildLinehaulAnswers());
    await other.db
      .update(transmissionFamilies)
      .set({ maxSupportedEngineHp: 400 })
      .where(eq(transmissionFamilies.name, 'Fuller Advantage Automated'));
    // 450 HP is now over Fuller's limit, so it drops out on the first instance too.
    await expect
      .poll(
        async () => (await postSurvey(app, buildLinehaulAnswers())).json<Record<string, unknown>>(),
        { timeout: 2000 },
      )
      .not.toMatchObject({ topChoice: { name: 'Fuller Advantage Automated' } });
    expect((await postSurvey(app, buildLinehaulAnswers())).json()).not.toMatchObject({
      runnerUp: { name: 'Fuller Advantage Automated' },
    });
  });
});

describeEachDatabase('POST /api/survey/debug', (context) => {
  it('refuses a signed-out caller with 401 before looking at the body (roles are tested with sign-in)', async () => {
    const app = await context.build();
    for (const body of [buildLinehaulAnswers(), {}]) {
      const response = await postSurvey(app, body, '/api/survey/debug');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('answers an administrator with the Transmission Logic Log the domain schema describes', async () => {
    const app = await context.build();
    await createTestUser(app, 'log-admin@example.com', { roles: ['TransmissionAdmin'] });
    const response = await app.inject({
      method: 'POST',
      url: '/api/survey/debug',
      payload: buildLinehaulAnswers(),
      headers: await signIn(app, 'log-admin@example.com'),
    });
    expect(response.statusCode).toBe(200);
    const log = LogicLogSchema.parse(response.json<{ debug: unknown }>().debug);
    expect(log.dutyClass).toBe('medium');
    const top = log.families.find((family) => family.position === 1);
    expect(top).toMatchObject({ name: 'Endurant HD', status: 'eligible' });
    // Fuel economy ranked 1st weighs 5: Endurant HD's 95 points add 4.75 of its 11.85.
    expect(top?.goalContributions[0]).toEqual({
      goal: 'fuelEconomy',
      rank: 1,
      weight: 5,
      points: 95,
      contribution: 4.75,
    });
    // Every eligible family with its gearing tier and figures; the rest were not put through it.
    for (const family of log.families) {
      if (family.status === 'eligible') {
        expect(family.gearing?.tier).toBe('passes');
        expect(family.gearing?.points).toHaveLength(3);
      } else {
        expect(family.gearing).toBeNull();
      }
    }
  });
});
