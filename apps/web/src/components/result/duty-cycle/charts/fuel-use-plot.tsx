import { BarChart } from '@mui/x-charts/BarChart';

import { PLOT_HEIGHT } from './chart-figure';
import { formatNumber } from './chart-units';
import type { ChartUnitLabels } from './chart-units';
import {
  FUEL_USE_PART_LABELS,
  FUEL_USE_PARTS,
  type FuelUseBar,
  type FuelUsePart,
} from './fuel-use-data';

/**
 * One colour per part, each at least 3:1 on white and a step apart in lightness, stacked in the
 * legend's order (left to right); the table and the caption carry the numbers, so colour is never
 * the only way to tell the parts apart.
 */
export const FUEL_USE_COLOURS: Readonly<Record<FuelUsePart, string>> = {
  rolling: '#0b3d6b',
  air: '#2f7fb8',
  climbing: '#a34e00',
  braking: '#b3261e',
  losses: '#68768a',
};

/** The drawing of FuelUseChart (loaded lazily with the chart library). */
export function FuelUsePlot({
  bars,
  labels,
}: {
  readonly bars: readonly FuelUseBar[];
  readonly labels: ChartUnitLabels;
}) {
  return (
    <BarChart
      height={PLOT_HEIGHT}
      skipAnimation
      disableAxisListener
      margin={{ left: 4, right: 12 }}
      // Upright bars, their names under them: two names fit side by side at 390 px.
      xAxis={[{ scaleType: 'band', data: bars.map((bar) => bar.label) }]}
      yAxis={[
        {
          min: 0,
          label: `Fuel (${labels.fuel})`,
          valueFormatter: (value: number) => formatNumber(value, value < 10 ? 1 : 0),
        },
      ]}
      series={FUEL_USE_PARTS.map((part) => ({
        id: part,
        stack: 'fuel',
        label: FUEL_USE_PART_LABELS[part],
        color: FUEL_USE_COLOURS[part],
        data: bars.map((bar) => bar.parts[part]),
        valueFormatter: (value: number | null) =>
          value === null ? '' : `${formatNumber(value, 1)} ${labels.fuel}`,
      }))}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } },
      }}
    />
  );
}
