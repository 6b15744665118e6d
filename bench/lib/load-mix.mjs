import {
  APPLICATIONS,
  ENGINE_MAKES,
  linehaulTractorAnswers,
  PTO_OPTIONS,
  SurveyAnswersSchema,
} from '@transmission-spec/domain';
import autocannon from 'autocannon';

/**
 * The load test's traffic: three autocannon runs side by side for the same time, one per kind of
 * call, their connections summing to the total. Every request goes out as one of the signed-in
 * users, taken in turn, so each user's specs grow and their list gets longer as the run goes on.
 * - survey: POST /api/survey with valid answers, varied over applications, engines and PTOs;
 * - list:   GET /api/surveyresult, the My Specs table (SPEC's shape: every spec of the user);
 * - save:   POST /api/surveyresult, a spec with notes and a real recommendation, each with a unique
 *           title, and the id of every 201 kept to look for in the database afterwards.
 */

/** Share of the connections per kind: the survey is what most visitors do. */
export const MIX = Object.freeze({ survey: 0.5, list: 0.25, save: 0.25 });

/** What each kind must answer. A save may also meet the per-user spec limit (409), a refusal. */
const EXPECTED = Object.freeze({
  survey: [200],
  list: [200],
  save: [201, 409],
});

/** Twelve valid answer sets, checked against the domain schema so a bad one fails at once. */
export function surveyAnswerSets() {
  return Array.from({ length: 12 }, (_unused, index) =>
    SurveyAnswersSchema.parse({
      ...linehaulTractorAnswers(),
      application: APPLICATIONS[index % APPLICATIONS.length],
      engineMake: ENGINE_MAKES[index % ENGINE_MAKES.length],
      pto: PTO_OPTIONS[index % PTO_OPTIONS.length],
      maxWeight: 40_000 + 10_000 * index,
      engineHp: 350 + 20 * index,
    }),
  );
}

/**
 * @typedef {{ method: 'GET' | 'POST', path: string, body?: (index: number) => string }} Call
 * @typedef {{
 *   connections: number, requests: number, requestsPerSecond: number, p50Ms: number,
 *   p99Ms: number, maxMs: number, statuses: Record<string, number>, errors: number,
 *   timeouts: number, unexpected: Record<string, number>
 * }} KindFigures
 */

/**
 * @param {{
 *   origin: string, seconds: number, connections: number,
 *   users: readonly Record<string, string>[],
 *   saveBody: (title: string) => string,
 * }} options `users`: the headers of each signed-in user (cookies and CSRF header)
 */
export async function runLoadMix({ origin, seconds, connections, users, saveBody }) {
  const answers = surveyAnswerSets().map((set) => JSON.stringify(set));
  /** @type {number[]} */
  const acknowledgedIds = [];
  let saveCount = 0;

  /** @type {Record<keyof typeof MIX, Call>} */
  const calls = {
    survey: {
      method: 'POST',
      path: '/api/survey',
      body: (index) => answers[index % answers.length] ?? '',
    },
    list: { method: 'GET', path: '/api/surveyresult' },
    save: {
      method: 'POST',
      path: '/api/surveyresult',
      body: () => {
        saveCount += 1;
        return saveBody(`Load spec ${String(saveCount)}`);
      },
    },
  };

  const kinds = /** @type {(keyof typeof MIX)[]} */ (Object.keys(MIX));
  const split = kinds.map((kind) => Math.max(1, Math.round(connections * MIX[kind])));
  const runs = kinds.map((kind, position) => {
    const call = calls[kind];
    let turn = 0;
    return autocannon({
      url: origin,
      duration: seconds,
      connections: split[position] ?? 1,
      pipelining: 1,
      // A request waiting longer than this is counted as a timeout (and fails the run).
      timeout: 20,
      requests: [
        {
          method: call.method,
          path: call.path,
          // Each request as the next user in turn, with a fresh body where the call has one.
          setupRequest: (request) => {
            turn += 1;
            const headers = users[turn % users.length] ?? {};
            return {
              ...request,
              headers: {
                ...headers,
                ...(call.body ? { 'content-type': 'application/json' } : {}),
              },
              ...(call.body ? { body: call.body(turn) } : {}),
            };
          },
          ...(kind === 'save'
            ? {
                /** @param {number} status @param {string} body */
                onResponse: (status, body) => {
                  if (status === 201) {
                    acknowledgedIds.push(
                      Number(/** @type {{ id: unknown }} */ (JSON.parse(body)).id),
                    );
                  }
                },
              }
            : {}),
        },
      ],
    });
  });
  const results = await Promise.all(runs);

  /** @type {Record<string, KindFigures>} */
  const byKind = {};
  results.forEach((result, position) => {
    const kind = kinds[position] ?? 'survey';
    /** @type {Record<string, number>} */
    const statuses = {};
    for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
      statuses[status] = stats.count ?? 0;
    }
    /** @type {readonly number[]} */
    const expected = EXPECTED[kind];
    byKind[kind] = {
      connections: split[position] ?? 1,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      statuses,
      errors: result.errors,
      timeouts: result.timeouts,
      unexpected: Object.fromEntries(
        Object.entries(statuses).filter(([status]) => !expected.includes(Number(status))),
      ),
    };
  });
  return { byKind, acknowledgedIds };
}
