import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UnitSystem } from '@transmission-spec/domain';
import { simulateDutyCycle, type DutyCycleVehicle } from '@transmission-spec/engine';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { FuelUseChart, RouteProfileChart } from './index';

/** A 12-gear automated manual (the sample catalogue's Endurant HD ratios). */
const TRUCK: DutyCycleVehicle = {
  gcwLbs: 80_000,
  engineHp: 500,
  engineTorqueLbFt: 1850,
  forwardGears: [14.4, 11.03, 8.45, 6.47, 4.96, 3.8, 2.91, 2.23, 1.71, 1.31, 1.0, 0.77],
  axleRatio: 2.64,
  revsPerMile: 511,
  application: 'Linehaul',
};

/**
 * 10 miles: 5 flat at 55 mph, a 2-mile 3 % climb, 3 flat to a stop. It ends 2 x 5,280 x 0.03 =
 * 316.8 ft (96.6 m) above its start; the table's rows fall every 0.5 mile.
 */
const ROUTE = {
  segments: [
    { lengthMiles: 5, gradePercent: 0, speedLimitMph: 55 },
    { lengthMiles: 2, gradePercent: 3, speedLimitMph: 55 },
    { lengthMiles: 3, gradePercent: 0, speedLimitMph: 55, stopAtEnd: true },
  ],
};

const top = simulateDutyCycle({ vehicle: TRUCK, route: ROUTE });
const runnerUp = simulateDutyCycle({ vehicle: { ...TRUCK, axleRatio: 3.55 }, route: ROUTE });
const TOP = 'Top choice, 2.64 axle';
const RUNNER_UP = 'Runner-up, 3.55 axle';

async function expectAxeClean(container: HTMLElement): Promise<void> {
  // jsdom lays nothing out, so axe cannot measure colour contrast here; the browser journeys do.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function openTable(name: RegExp): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: /show the numbers/i }));
  return screen.getByRole('table', { name });
}

/** The cells of the row whose header is `header`. */
function rowCells(table: HTMLElement, header: string): string[] {
  const row = within(table).getByRole('rowheader', { name: header }).closest('tr');
  if (row === null) throw new Error(`no row ${header}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

function renderProfile(units: UnitSystem) {
  return render(
    <RouteProfileChart
      units={units}
      choices={[
        { label: TOP, trace: top.trace },
        { label: RUNNER_UP, trace: runnerUp.trace },
      ]}
    />,
  );
}

function renderFuel(units: UnitSystem) {
  return render(
    <FuelUseChart
      units={units}
      choices={[TOP, RUNNER_UP].map((label, index) => {
        const result = index === 0 ? top : runnerUp;
        return {
          label,
          energyKWh: result.energyKWh,
          fuelGallons: result.fuelGallons,
          fuelEnergyMJPerLitre: result.assumptions.fuelEnergyMJPerLitre,
        };
      })}
    />,
  );
}

describe('RouteProfileChart', () => {
  it('gives the route in miles, feet and mph as a table, and is axe clean', async () => {
    const { container } = renderProfile('Imperial');
    expect(
      screen.getByRole('img', {
        name: new RegExp(`elevation and speed.*${TOP} and ${RUNNER_UP}`, 'i'),
      }),
    ).toBeInTheDocument();
    const table = await openTable(/elevation and speed every 5 % of the route \(mi, ft, mph\)/i);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Distance (mi)',
      'Elevation (ft)',
      `Speed, ${TOP} (mph)`,
      `Speed, ${RUNNER_UP} (mph)`,
    ]);
    // From rest, cruising at the limit on the flat, and at rest at the top of the climb.
    expect(rowCells(table, '0.0')).toEqual(['0', '0', '0']);
    expect(rowCells(table, '3.0')).toEqual(['0', '55', '55']);
    expect(rowCells(table, '10.0')).toEqual(['317', '0', '0']);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 21);
    await waitFor(() => {
      expect(container.querySelector('svg')).not.toBeNull();
    });
    await expectAxeClean(container);
  });

  it('names each line in the legend, the dashed one as dashed, and draws it dashed', async () => {
    const { container } = renderProfile('Imperial');
    await waitFor(() => {
      expect(container.querySelector('[data-series="speed-1"]')).not.toBeNull();
    });
    const legend = container.querySelectorAll('li');
    expect(Array.from(legend, (item) => item.textContent)).toEqual([
      'Elevation',
      `Speed, ${TOP}`,
      `Speed, ${RUNNER_UP} (dashed)`,
    ]);
    // Told apart by more than colour: the runner-up's line is dashed, the top choice's is not.
    expect(container.querySelector('[data-series="speed-0"]')).not.toHaveAttribute(
      'stroke-dasharray',
    );
    expect(container.querySelector('[data-series="speed-1"]')).toHaveAttribute(
      'stroke-dasharray',
      '7 4',
    );
    // Both lines follow the whole route: neither trace stalls on a 3 % climb.
    for (const series of ['speed-0', 'speed-1']) {
      expect(container.querySelector(`[data-series="${series}"]`)?.getAttribute('d')).toMatch(
        /^M[\d.]+,[\d.]+C/,
      );
    }
  });

  it('gives the same route in km, m and kph to a Metric visitor', async () => {
    const { container } = renderProfile('Metric');
    const table = await openTable(/\(km, m, kph\)/);
    expect(within(table).getAllByRole('columnheader')[2]).toHaveTextContent(`Speed, ${TOP} (kph)`);
    // 3 mi = 4.8 km at 55 mph = 89 kph; 10 mi = 16.1 km, 316.8 ft = 96.6 m.
    expect(rowCells(table, '4.8')).toEqual(['0', '89', '89']);
    expect(rowCells(table, '16.1')).toEqual(['97', '0', '0']);
    await waitFor(() => {
      expect(container.querySelector('svg')).not.toBeNull();
    });
    await expectAxeClean(container);
  });
});

/** The fuel whose energy equals `kWh`, in US gallons, at the simulator's fuel energy. */
function gallonsOf(kWh: number): number {
  return (kWh * 3.6) / top.assumptions.fuelEnergyMJPerLitre / 3.785411784;
}

describe('FuelUseChart', () => {
  it('splits each choice’s fuel in gallons, the parts adding up to the trip’s fuel', async () => {
    const { container } = renderFuel('Imperial');
    expect(screen.getByRole('img', { name: /where the fuel goes/i })).toBeInTheDocument();
    const table = await openTable(/fuel on the route by where its energy goes \(gal/i);
    expect(rowCells(table, 'Total fuel')).toEqual([
      `${top.fuelGallons.toFixed(1)} gal`,
      `${runnerUp.fuelGallons.toFixed(1)} gal`,
    ]);
    const rolling = rowCells(table, 'Rolling resistance')[0] ?? '';
    expect(rolling).toContain(`${gallonsOf(top.energyKWh.rolling).toFixed(1)} gal`);
    expect(rowCells(table, 'Climbing')[0]).toContain(
      `${gallonsOf(top.energyKWh.potential).toFixed(1)} gal`,
    );
    // The parts' shares of the trip's fuel add up to all of it (each share rounded).
    const shares = [
      'Rolling resistance',
      'Air drag',
      'Climbing',
      'Braking',
      'Engine, driveline and accessories',
    ].map((part) => Number(/\((\d+) %\)/.exec(rowCells(table, part)[1] ?? '')?.[1]));
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeGreaterThanOrEqual(98);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeLessThanOrEqual(102);
    // Most of a diesel's fuel is heat: the rest is the largest part.
    expect(Math.max(...shares)).toBe(shares[4]);
    expect(
      screen.getByText(/the rest, most of it, is lost as heat in the engine/i),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(container.querySelector('svg')).not.toBeNull();
    });
    // The legend names the parts in the order they stack, and each bar has one block per part.
    expect(Array.from(container.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      'Rolling resistance',
      'Air drag',
      'Climbing',
      'Braking',
      'Engine, driveline and accessories',
    ]);
    expect(container.querySelectorAll('rect title')).toHaveLength(2 * 5);
    await expectAxeClean(container);
  });

  it('gives the split in litres to a Metric visitor', async () => {
    const { container } = renderFuel('Metric');
    const table = await openTable(/\(L, and share/);
    expect(rowCells(table, 'Total fuel')).toEqual([
      `${top.fuelLitres.toFixed(1)} L`,
      `${runnerUp.fuelLitres.toFixed(1)} L`,
    ]);
    await waitFor(() => {
      expect(container.querySelector('svg')).not.toBeNull();
    });
    await expectAxeClean(container);
  });
});

describe('charts on a route that ends where it starts', () => {
  /** A 6 % climb and its descent: the climb's energy comes back downhill. */
  const LEVEL_ROUTE = {
    segments: [
      { lengthMiles: 2, gradePercent: 0, speedLimitMph: 55 },
      { lengthMiles: 1, gradePercent: 6, speedLimitMph: 55 },
      { lengthMiles: 1, gradePercent: -6, speedLimitMph: 55 },
      { lengthMiles: 2, gradePercent: 0, speedLimitMph: 55, stopAtEnd: true },
    ],
  };
  const level = simulateDutyCycle({ vehicle: TRUCK, route: LEVEL_ROUTE });

  it('says the climbs come back downhill, as braking, when the route ends level', () => {
    render(
      <FuelUseChart
        units="Imperial"
        choices={[
          {
            label: TOP,
            energyKWh: level.energyKWh,
            fuelGallons: level.fuelGallons,
            fuelEnergyMJPerLitre: level.assumptions.fuelEnergyMJPerLitre,
          },
        ]}
      />,
    );
    expect(
      screen.getByText(/ends as high as it starts.*counted under braking/i),
    ).toBeInTheDocument();
  });

  it('shows the top of the climb and the slowest speed on it in the table', async () => {
    render(<RouteProfileChart units="Imperial" choices={[{ label: TOP, trace: level.trace }]} />);
    const table = await openTable(/every 5 % of the route/i);
    // The top, 3 miles in: 5,280 x 0.06 = 316.8 ft above the start (the table reads between the
    // trace's points, 0.02 mile apart here, so within a foot or two); the truck slows on the 6 %.
    const top = rowCells(table, '3.0');
    expect(Math.abs(Number(top[0]) - 316.8)).toBeLessThan(2);
    expect(Number(top[1])).toBeLessThan(55);
    expect(rowCells(table, '6.0')).toEqual(['0', '0']);
  });
});
