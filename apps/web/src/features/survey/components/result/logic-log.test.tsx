import { render, screen, within } from '@testing-library/react';
import {
  PERFORMANCE_GOALS,
  type GoalContribution,
  type LogicLog,
  type PerformanceGoal,
} from '@transmission-spec/domain';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { buildAdmin, buildUser } from '../../../../testing/builders';
import { jsonResponse, notFoundResponse, stubFetch } from '../../../../testing/fetch-stub';
import { clearCookies, renderApp } from '../../../../testing/render-app';
import { TEST_CONFIG, buildSurveyResponse } from '../../../../testing/survey-builders';
import { walkToLastPage } from '../../../../testing/survey-walk';
import { LOGIC_LOG_TITLE, TransmissionLogicLog } from './logic-log';

/** Contributions of a linehaul ranking (fuel 1st ... low speed 5th) for the given points. */
function contributions(points: Record<PerformanceGoal, number>): GoalContribution[] {
  const ranks: Record<PerformanceGoal, number> = {
    fuelEconomy: 1,
    price: 2,
    acceleration: 3,
    tripTime: 4,
    lowSpeedManeuvers: 5,
  };
  return PERFORMANCE_GOALS.map((goal) => ({
    goal,
    rank: ranks[goal],
    weight: 6 - ranks[goal],
    points: points[goal],
    contribution: ((6 - ranks[goal]) * points[goal]) / 100,
  })).sort((a, b) => a.rank - b.rank);
}

/** A log as the engine writes it: one family offered, one refused on engine power. */
const debug: LogicLog = {
  dutyClass: 'medium',
  dutyClassReasons: ['Hilly/Rolling (2-6% grade) terrain'],
  families: [
    {
      id: 1,
      name: 'Endurant HD',
      rank: 1,
      status: 'eligible',
      checks: [
        {
          kind: 'support',
          check: 'application',
          value: ['Linehaul'],
          limit: ['Recommended'],
          passed: true,
        },
        {
          kind: 'limit',
          check: 'torque',
          value: 1650,
          limit: 1850,
          unit: 'lb-ft',
          passed: true,
          note: 'model EEO-17F112C',
        },
      ],
      failedChecks: 0,
      goalScore: 11.85,
      goalContributions: contributions({
        acceleration: 65,
        fuelEconomy: 95,
        lowSpeedManeuvers: 45,
        price: 80,
        tripTime: 75,
      }),
      fitScore: 3,
      total: 14.85,
      position: 1,
      modelName: 'EEO-17F112C',
      axleRatio: '2.2 - 2.6',
      gearing: {
        tier: 'passes',
        revsPerMile: 511,
        topGear: 0.77,
        lowestGear: 14.4,
        cruiseRoad: { roadType: 'Paved', rollingResistance: 1.5 },
        startRoad: { roadType: 'Paved', rollingResistance: 1.5 },
        steepestGrade: { terrain: 'HillyRolling', percent: 6 },
        points: [
          { axleRatio: 2.2, gradeability: 0, startability: 29.37, passes: false },
          { axleRatio: 2.4, gradeability: 0.32, startability: 32.21, passes: true },
          { axleRatio: 2.6, gradeability: 0.47, startability: 35.05, passes: true },
        ],
      },
    },
    {
      id: 2,
      name: 'Fuller Advantage',
      rank: 2,
      status: 'ineligible',
      checks: [
        {
          kind: 'limit',
          check: 'engineHp',
          value: 450,
          limit: 400,
          unit: 'HP',
          passed: false,
        },
      ],
      failedChecks: 1,
      goalScore: 9,
      goalContributions: contributions({
        acceleration: 50,
        fuelEconomy: 70,
        lowSpeedManeuvers: 60,
        price: 60,
        tripTime: 50,
      }),
      fitScore: 1.5,
      total: 10.5,
      position: null,
      modelName: null,
      axleRatio: '2.5 - 2.9',
    },
  ],
};

describe('Transmission Logic Log panel', () => {
  it('shows every family, every check with answer, limit and result, and the final order', async () => {
    const user = userEvent.setup();
    render(<TransmissionLogicLog debug={debug} />);
    const toggle = screen.getByRole('button', { name: LOGIC_LOG_TITLE });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    expect(screen.getByText(/Hilly\/Rolling/)).toBeInTheDocument();
    const order = screen.getByRole('table', { name: 'Final order' });
    expect(within(order).getAllByRole('row')).toHaveLength(2);
    expect(within(order).getByRole('rowheader', { name: 'Endurant HD' })).toBeInTheDocument();

    const offered = screen.getByRole('table', { name: 'Checks of Endurant HD' });
    const application = within(offered).getByRole('row', { name: /^Application/ });
    expect(application).toHaveTextContent('Linehaul');
    expect(application).toHaveTextContent('Recommended');
    expect(application).toHaveTextContent('Pass');
    expect(within(offered).getByRole('row', { name: /^Torque/ })).toHaveTextContent(
      '1,650 lb-ft1,850 lb-ft (model EEO-17F112C)Pass',
    );

    const refused = screen.getByRole('table', { name: 'Checks of Fuller Advantage' });
    expect(within(refused).getByRole('row', { name: /^Engine horsepower/ })).toHaveTextContent(
      '450 HP400 HPFail',
    );
    expect(screen.getByText(/Not eligible \(1 failed check\)/)).toBeInTheDocument();
  });

  it('shows what each goal added to a family’s goal score, most important goal first', async () => {
    const user = userEvent.setup();
    render(<TransmissionLogicLog debug={debug} />);
    await user.click(screen.getByRole('button', { name: LOGIC_LOG_TITLE }));

    const goals = screen.getByRole('table', { name: 'Goal score of Endurant HD, goal by goal' });
    const rows = within(goals).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Fuel economy',
      'Price',
      'Acceleration',
      'Trip time',
      'Low-speed maneuvers',
    ]);
    // Fuel economy, ranked 1st, weighs 5: 95 points add 4.75.
    expect(rows[0]).toHaveTextContent('Fuel economy15954.75');
  });

  it('shows each offered family’s gearing tier with the figures at each axle ratio', async () => {
    const user = userEvent.setup();
    render(<TransmissionLogicLog debug={debug} />);
    await user.click(screen.getByRole('button', { name: LOGIC_LOG_TITLE }));

    expect(screen.getByText(/^Gearing tier:/)).toHaveTextContent(
      'Gearing tier: Passes · 511 rev/mi · top gear 0.77, lowest 14.4 · cruise on Paved (1.5%) · start on Paved (1.5%), steepest grade 6%',
    );
    const table = screen.getByRole('table', { name: 'Gearing of Endurant HD at each axle ratio' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2.200%29.37%Fail',
      '2.400.32%32.21%Pass',
      '2.600.47%35.05%Pass',
    ]);
    // The refused family was not put through the tier.
    expect(
      screen.queryByRole('table', { name: 'Gearing of Fuller Advantage at each axle ratio' }),
    ).not.toBeInTheDocument();
  });

  it('shows the raw JSON when the log has another shape', () => {
    render(<TransmissionLogicLog debug={{ note: 'unexpected' }} />);
    expect(screen.getByText(/"note": "unexpected"/)).toBeInTheDocument();
  });
});

describe('Survey submitted by an administrator', () => {
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function api() {
    return stubFetch(({ url, method }) => {
      if (url === '/api/config') return jsonResponse(TEST_CONFIG);
      if (url === '/api/survey/debug' && method === 'POST') {
        return jsonResponse(buildSurveyResponse({ debug }));
      }
      if (url === '/api/survey' && method === 'POST') return jsonResponse(buildSurveyResponse());
      return notFoundResponse();
    });
  }

  it('goes to the debug endpoint and shows the log for an administrator', async () => {
    const user = userEvent.setup();
    const { requests } = api();
    await renderApp('/survey', { user: buildAdmin() });
    await walkToLastPage(user);
    await user.click(screen.getByRole('button', { name: 'See My Result' }));

    expect(await screen.findByRole('button', { name: LOGIC_LOG_TITLE })).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.url).toBe('/api/survey/debug');
  });

  it('keeps other users on the public endpoint without a log', async () => {
    const user = userEvent.setup();
    const { requests } = api();
    await renderApp('/survey', { user: buildUser() });
    await walkToLastPage(user);
    await user.click(screen.getByRole('button', { name: 'See My Result' }));

    expect(
      await screen.findByRole('article', { name: 'Top match: Endurant HD' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LOGIC_LOG_TITLE })).not.toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.url).toBe('/api/survey');
  });
});
