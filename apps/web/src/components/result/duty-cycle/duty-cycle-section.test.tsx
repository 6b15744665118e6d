import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_TIRE_SIZE,
  annualDistanceRangeMessage,
  ANNUAL_MILES_RANGE,
  FUEL_PRICE_PER_LITRE_RANGE,
  fuelPriceRangeMessage,
} from '@transmission-spec/domain';
import { goldenAnswers } from '@transmission-spec/domain/testing';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';

import { estimateDutyCycle } from '../../../lib/duty-cycle/estimate';
import type { DutyCycleEstimator } from '../../../lib/duty-cycle/duty-cycle-client';
import { DutyCycleEstimatorProvider } from '../../../lib/duty-cycle/use-duty-cycle-estimate';
import { readYearlyFuelInputs } from '../../../lib/duty-cycle/yearly-fuel-choice';
import { writeTireChoice } from '../../../lib/tire-choice';
import { UnitsProvider } from '../../../lib/units/units-context';
import { writeUnitsPreference } from '../../../lib/units/units-preference';
import { clearCookies } from '../../../testing/render-app';
import {
  buildDetails,
  buildRunnerUpDetails,
  buildTransmission,
} from '../../../testing/survey-builders';
import { RecommendationDetails } from '../recommendation-details';

/** Golden case 1 (linehaul, 80,000 lbs, flat and rolling, fuel economy ranked 1st). */
const answers = goldenAnswers('linehaul');
const topChoice = { ...buildTransmission({ axleRatio: '2.50 - 2.90' }), details: buildDetails() };
const runnerUp = {
  ...buildTransmission({ name: 'Fuller Advantage', axleRatio: '2.64 - 3.08' }),
  details: buildRunnerUpDetails(),
};

/**
 * The section where the page shows it, under the engineering check and Compare, which share its
 * estimate; the runs worked out in the test's own thread (jsdom has no Worker).
 */
function renderSection(
  estimator: DutyCycleEstimator = (request) => Promise.resolve(estimateDutyCycle(request)),
) {
  return render(
    <MemoryRouter>
      <UnitsProvider>
        <DutyCycleEstimatorProvider estimator={estimator}>
          <RecommendationDetails topChoice={topChoice} runnerUp={runnerUp} answers={answers} />
        </DutyCycleEstimatorProvider>
      </UnitsProvider>
    </MemoryRouter>,
  );
}

async function family(name: RegExp) {
  return screen.findByRole('region', { name });
}

/** A figure of a family's list, by its term. */
function figure(section: HTMLElement, term: string): string | null {
  const dt = within(section).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

describe('Fuel and trip time on a route like yours', () => {
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    writeTireChoice({ ...DEFAULT_TIRE_SIZE });
  });

  it('shows both choices, the ratio to order and the yearly costs for the golden linehaul', async () => {
    renderSection();
    // The route and the fields show at once; the figures follow the runs.
    expect(
      screen.getByText('Route: 100 miles, flat and rolling hills, 2 stops, 65 mph'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Miles a year' })).toHaveValue('80400');
    expect(screen.getByRole('textbox', { name: 'Fuel price ($ per gallon)' })).toHaveValue('3.75');
    const top = await family(/^Top match: Endurant HD/);
    expect(figure(top, 'Axle ratio to order')).toBe('2.79');
    expect(figure(top, 'Fuel economy')).toBe('5.99 mpg');
    expect(figure(top, 'Trip time')).toBe('1 h 40 min');
    expect(figure(top, 'Slowest climb speed')).toBe('39.9 mph');
    expect(figure(top, 'Yearly fuel cost')).toBe('$50,347 a year');
    expect(within(top).getByText(/^The axle ratio to order is the one/)).toHaveTextContent(
      'fuel economy (ranked 1st, weight 5)',
    );
    const table = within(top).getByRole('table', {
      name: 'Endurant HD: each axle ratio simulated',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '2.50',
      '2.53',
      '2.64',
      '2.70',
      '2.79 (to order)',
      '2.90',
    ]);
    const [first] = rows;
    if (first === undefined) throw new Error('the table has rows');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6.03 mpg', '1 h 40 min', '40.0 mph', 'Passes']);

    const second = await family(/^Runner-up: Fuller Advantage/);
    expect(figure(second, 'Axle ratio to order')).toBe('2.79');
    expect(figure(second, 'Fuel economy')).toBe('6.09 mpg');
    expect(figure(second, 'Trip time')).toBe('1 h 41 min');
    expect(figure(second, 'Slowest climb speed')).toBe('39.3 mph');
    expect(figure(second, 'Yearly fuel cost')).toBe('$49,472 a year');
    expect(
      screen.getByText(
        'At these figures, Fuller Advantage costs $874 a year less in fuel than Endurant HD.',
      ),
    ).toBeInTheDocument();
    // Both choices at their ratio to order, drawn along the route and split by where the fuel goes,
    // each with its numbers as a table a click away.
    expect(
      screen.getByText('Elevation and speed along the route').closest('figure'),
    ).not.toBeNull();
    const fuelFigure = screen.getByText('Where the fuel goes').closest('figure');
    if (!(fuelFigure instanceof HTMLElement)) throw new Error('the fuel chart is a figure');
    await userEvent.click(
      within(fuelFigure).getByRole('button', { name: 'Show the numbers as a table' }),
    );
    const fuelTable = within(fuelFigure).getByRole('table');
    expect(fuelTable).toHaveTextContent('Endurant HD, 2.79');
    expect(fuelTable).toHaveTextContent('Fuller Advantage, 2.79');
  });

  it('shows the figures and the yearly fields in Metric', async () => {
    writeUnitsPreference('Metric');
    renderSection();
    expect(
      screen.getByText('Route: 161 km, flat and rolling hills, 2 stops, 105 kph'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kilometres a year' })).toHaveValue('129391');
    expect(screen.getByRole('textbox', { name: 'Fuel price ($ per litre)' })).toHaveValue('0.99');
    const top = await family(/^Top match: Endurant HD/);
    expect(figure(top, 'Fuel economy')).toMatch(/^39\.\d L\/100 km$/);
    expect(figure(top, 'Slowest climb speed')).toBe('64.3 kph');
    // The same truck, the same dollars.
    expect(figure(top, 'Yearly fuel cost')).toBe('$50,347 a year');
  });

  it('works the yearly costs out again from the annual miles and fuel price typed', async () => {
    const user = userEvent.setup();
    renderSection();
    const top = await family(/^Top match: Endurant HD/);
    const miles = screen.getByRole('textbox', { name: 'Miles a year' });
    await user.clear(miles);
    await user.type(miles, '40200');
    expect(figure(top, 'Yearly fuel cost')).toBe('$25,173 a year');
    const price = screen.getByRole('textbox', { name: 'Fuel price ($ per gallon)' });
    await user.clear(price);
    await user.type(price, '7.50');
    expect(figure(top, 'Yearly fuel cost')).toBe('$50,347 a year');
    expect(
      screen.getByText(
        'At these figures, Fuller Advantage costs $874 a year less in fuel than Endurant HD.',
      ),
    ).toBeInTheDocument();
  });

  it('says why a wrong entry is refused and keeps the last good figures', async () => {
    const user = userEvent.setup();
    renderSection();
    const top = await family(/^Top match: Endurant HD/);
    const miles = screen.getByRole('textbox', { name: 'Miles a year' });
    await user.clear(miles);
    await user.type(miles, '500');
    expect(screen.getByRole('alert')).toHaveTextContent(
      annualDistanceRangeMessage(ANNUAL_MILES_RANGE, 'miles'),
    );
    expect(miles).toHaveAccessibleDescription(
      annualDistanceRangeMessage(ANNUAL_MILES_RANGE, 'miles'),
    );
    expect(figure(top, 'Yearly fuel cost')).toBe('$50,347 a year');
  });

  it('refuses a Metric fuel price out of range with the domain message', async () => {
    writeUnitsPreference('Metric');
    const user = userEvent.setup();
    renderSection();
    const top = await family(/^Top match: Endurant HD/);
    const price = screen.getByRole('textbox', { name: 'Fuel price ($ per litre)' });
    await user.clear(price);
    await user.type(price, '9');
    expect(screen.getByRole('alert')).toHaveTextContent(
      fuelPriceRangeMessage(FUEL_PRICE_PER_LITRE_RANGE, 'litre'),
    );
    expect(figure(top, 'Yearly fuel cost')).toBe('$50,347 a year');
  });

  it('simulates again on the tire chosen in the engineering check', async () => {
    renderSection();
    const top = await family(/^Top match: Endurant HD/);
    const rowsOf = () =>
      within(within(top).getByRole('table', { name: 'Endurant HD: each axle ratio simulated' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    const before = rowsOf();
    expect(before[0]).toContain('6.03 mpg');
    act(() => {
      writeTireChoice({ size: null, revsPerMile: 560 });
    });
    // Smaller tires turn the engine faster at every ratio: each ratio's figures change.
    await waitFor(() => {
      expect(rowsOf()[0]).not.toBe(before[0]);
    });
  });

  it('opens the assumptions a click away', async () => {
    const user = userEvent.setup();
    renderSection();
    await family(/^Top match: Endurant HD/);
    await user.click(
      screen.getByRole('button', { name: 'This is an estimate: how these figures are worked out' }),
    );
    const region = screen.getByRole('region', {
      name: 'This is an estimate: how these figures are worked out',
    });
    expect(region).toHaveTextContent('Air drag area (CdA): 5.8 m²');
    expect(region).toHaveTextContent('Rolling resistance coefficient: 0.0060');
    expect(region).toHaveTextContent('Willans line');
    expect(region).toHaveTextContent('Route: 100 miles, flat and rolling hills, 2 stops, 65 mph');
  });
});

describe('The estimate beyond its section', () => {
  beforeEach(() => {
    clearCookies();
    sessionStorage.clear();
    writeTireChoice({ ...DEFAULT_TIRE_SIZE });
  });

  it("gives Compare each choice's ratio to order, fuel, time and climb, marked by the 1 % rule", async () => {
    const user = userEvent.setup();
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderSection(async (request) => {
      await held;
      return estimateDutyCycle(request);
    });
    await user.click(screen.getByRole('button', { name: 'Compare side by side' }));
    // Compare shows at once, says the figures are on their way, and gains them when they come.
    const compare = screen.getByRole('region', { name: 'Compare side by side' });
    expect(compare).toHaveTextContent('Working out fuel and trip time on your route…');
    expect(within(compare).queryByRole('rowheader', { name: /^Fuel economy/ })).toBeNull();
    act(() => {
      release?.();
    });
    await family(/^Top match: Endurant HD/);
    const lead = screen.getByRole('table', { name: /where they differ/ });
    const fuel = within(lead)
      .getByRole('rowheader', { name: /^Fuel economy/ })
      .closest('tr');
    if (fuel === null) throw new Error('a fuel economy row');
    // 5.99 and 6.09 mpg are 1.6 % apart: more than the 1 % that counts as the same.
    expect(
      within(fuel)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5.99 mpg', '6.09 mpg']);
    expect(fuel).toHaveTextContent('Differs');
    // Both order 2.79: the same for both, held back with the other like rows.
    const alike = screen.getByRole('table', { name: /the same for both/, hidden: true });
    const ratio = within(alike)
      .getByRole('rowheader', { name: 'Axle ratio to order', hidden: true })
      .closest('tr');
    expect(ratio).toHaveTextContent('2.792.79');
  });

  it('keeps the annual miles typed for the rest of the tab (the PDF reads them)', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSection();
    await family(/^Top match: Endurant HD/);
    const miles = screen.getByRole('textbox', { name: 'Miles a year' });
    await user.clear(miles);
    await user.type(miles, '40200');
    unmount();
    renderSection();
    expect(screen.getByRole('textbox', { name: 'Miles a year' })).toHaveValue('40200');
    expect(readYearlyFuelInputs('Linehaul')).toEqual({ annualMiles: 40_200, pricePerGallon: 3.75 });
  });
});
