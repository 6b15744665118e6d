import type { InsightsResponse } from '@transmission-spec/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import {
  insertSurveyEvents,
  type SurveyEvent,
} from '../src/modules/survey/survey-event.repository.js';
import { describeEachDatabase } from './helpers/test-app.js';
import { signInAdminAndUser, type Sessions } from './transmission-admin-helpers.js';

/**
 * The Insights' counts on a set worked out by hand (issue 28). The events go in through the
 * survey events' own insert, so the rollup it maintains is what is read.
 */

const linehaul: Omit<SurveyEvent, 'occurredAt'> = {
  application: 'Linehaul',
  topChoice: 'Endurant HD',
  runnerUp: 'Fuller Advantage Automated',
  outcome: 'Transmission',
  units: 'Imperial',
  terrains: ['Flat'],
  roadTypes: ['Paved'],
  engineMake: 'CumminsDiesel',
  gcw: 80_000,
  cruiseSpeed: 65,
  noTransmissionReason: null,
};
const renamed: Omit<SurveyEvent, 'occurredAt'> = {
  ...linehaul,
  topChoice: 'Atlas',
  runnerUp: null,
  units: 'Metric',
  terrains: ['Flat', 'HillyRolling'],
  roadTypes: ['Paved', 'MaintainedGravel'],
  engineMake: 'Detroit',
  gcw: 59_999,
  cruiseSpeed: 55,
};
const tooHeavy: Omit<SurveyEvent, 'occurredAt'> = {
  ...linehaul,
  application: 'Construction',
  topChoice: null,
  runnerUp: null,
  outcome: 'NoTransmission',
  terrains: ['SteepGrade'],
  roadTypes: ['OffRoad'],
  engineMake: 'PACCAR',
  gcw: 250_000,
  cruiseSpeed: 45,
  noTransmissionReason: 'gcw',
};

function at(iso: string, event: Omit<SurveyEvent, 'occurredAt'>, times = 1): SurveyEvent[] {
  return Array.from({ length: times }, () => ({ ...event, occurredAt: new Date(iso) }));
}

/** 15 surveys from Monday 2 to Sunday 8 March 2026, and one just outside each end. */
const SEEDED: SurveyEvent[] = [
  ...at('2026-03-01T23:59:59.999Z', linehaul),
  ...at('2026-03-02T00:00:00.000Z', linehaul),
  ...at('2026-03-03T12:00:00.000Z', linehaul, 5),
  ...at('2026-03-04T08:30:00.000Z', renamed, 5),
  ...at('2026-03-05T10:00:00.000Z', tooHeavy, 2),
  ...at('2026-03-06T10:00:00.000Z', {
    ...linehaul,
    outcome: 'Error',
    topChoice: null,
    runnerUp: null,
  }),
  ...at('2026-03-08T23:59:59.999Z', tooHeavy),
  ...at('2026-03-09T00:00:00.000Z', linehaul),
];

const hidden = { count: null, fewerThanFive: true };
const shown = (count: number) => ({ count, fewerThanFive: false });

describeEachDatabase('insights counts', (context) => {
  let app: FastifyInstance;
  let sessions: Sessions;
  beforeAll(async () => {
    app = await context.build();
    sessions = await signInAdminAndUser(app);
    // Two batches, so the second adds to the rows the first made.
    await insertSurveyEvents(app.db, SEEDED.slice(0, 9));
    await insertSurveyEvents(app.db, SEEDED.slice(9));
  });

  async function insights(from: string, to: string): Promise<InsightsResponse> {
    const response = await app.inject({
      url: `/api/insights?from=${from}&to=${to}`,
      headers: sessions.admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('counts the week exactly, each end included from midnight UTC, hiding every count under 5', async () => {
    const week = await insights('2026-03-02', '2026-03-08');
    expect(week.from).toBe('2026-03-02');
    expect(week.surveys.total).toBe(15);
    expect(week.surveys.byOutcome).toEqual({
      Transmission: 11,
      NoTransmission: null,
      Error: null,
      fewerThanFive: { Transmission: false, NoTransmission: true, Error: true },
    });
    expect(week.surveys.byDay.map((day) => [day.day, day.count])).toEqual([
      ['2026-03-02', null],
      ['2026-03-03', 5],
      ['2026-03-04', 5],
      ['2026-03-05', null],
      ['2026-03-06', null],
      ['2026-03-07', null],
      ['2026-03-08', null],
    ]);
    expect(week.surveys.byWeek).toEqual([
      {
        day: '2026-03-02',
        ...shown(15),
        byOutcome: {
          Transmission: 11,
          NoTransmission: null,
          Error: null,
          fewerThanFive: { Transmission: false, NoTransmission: true, Error: true },
        },
      },
    ]);
    expect(week.applications.find((row) => row.value === 'Linehaul')).toEqual({
      value: 'Linehaul',
      ...shown(12),
    });
    expect(week.applications.find((row) => row.value === 'Construction')).toEqual({
      value: 'Construction',
      ...hidden,
    });
    expect(week.terrains.slice(0, 2)).toEqual([
      { value: 'Flat', ...shown(12) },
      { value: 'HillyRolling', ...shown(5) },
    ]);
    expect(week.roadTypes).toEqual([
      { value: 'Paved', ...shown(12) },
      { value: 'MaintainedGravel', ...shown(5) },
      { value: 'OffRoad', ...hidden },
    ]);
    expect(week.engineMakes.find((row) => row.value === 'CumminsDiesel')).toEqual({
      value: 'CumminsDiesel',
      ...shown(7),
    });
    expect(week.gcw.slice(0, 3)).toEqual([
      { from: 33_000, to: 60_000, ...shown(5) },
      { from: 60_000, to: 80_000, ...hidden },
      { from: 80_000, to: 100_000, ...shown(7) },
    ]);
    expect(week.gcw.at(-1)).toEqual({ from: 200_000, to: 250_000, ...hidden });
    expect(week.cruiseSpeed.map((band) => band.count)).toEqual([null, 5, null, 7, null, null]);
    expect(week.topChoices).toEqual([
      { family: 'Endurant HD', ...shown(6) },
      { family: 'Atlas', ...shown(5) },
    ]);
    expect(week.runnerUps).toEqual([{ family: 'Fuller Advantage Automated', ...shown(6) }]);
    expect(week.noTransmissionReasons).toEqual([
      { reason: 'GCW over the limit (the family that came closest)', key: 'gcw', ...hidden },
    ]);
    expect(week.funnel).toMatchObject({ surveys: 15, specsSaved: null, shareLinks: null });
    expect(week.units).toEqual({
      Imperial: 10,
      Metric: 5,
      fewerThanFive: { Imperial: false, Metric: false },
    });
  });

  it('takes the survey a millisecond before midnight into the day before', async () => {
    expect((await insights('2026-03-01', '2026-03-01')).surveys.total).toBe(1);
    expect((await insights('2026-03-09', '2026-03-09')).surveys.total).toBe(1);
    expect((await insights('2026-03-01', '2026-03-09')).surveys.total).toBe(17);
    expect((await insights('2026-03-03', '2026-03-03')).surveys.byDay).toEqual([
      expect.objectContaining({ day: '2026-03-03', count: 5 }),
    ]);
  });

  it('answers an empty range with zeros hidden and the total 0', async () => {
    const empty = await insights('2025-01-01', '2025-01-31');
    expect(empty.surveys.total).toBe(0);
    expect(empty.surveys.byDay).toHaveLength(31);
    expect(empty.topChoices).toEqual([]);
    expect(empty.funnel.fewerThanFive).toEqual({
      surveys: true,
      specsSaved: true,
      shareLinks: true,
    });
  });
});
