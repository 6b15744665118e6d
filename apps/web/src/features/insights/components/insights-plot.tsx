import { BarChart } from '@mui/x-charts/BarChart';

import { PLOT_HEIGHT } from '../../../components/result/duty-cycle/charts/chart-figure';
import type { InsightsTable } from '../insights-tables';

/**
 * Colours of the count columns, each at least 3:1 on white: the outcomes (navy, amber, red) of the
 * stacked surveys chart, and one blue for a single count. The legend names each series and the
 * table holds every number, so colour is never the only cue.
 */
const COLOURS = ['#0b3d6b', '#a34e00', '#b3261e'];
const SINGLE_COLOUR = '#2f7fb8';

/** Long row names (terrains, reasons) are cut on the axis; the table gives them whole. */
const AXIS_LABEL_CHARACTERS = 22;

function shortLabel(label: string): string {
  return label.length > AXIS_LABEL_CHARACTERS
    ? `${label.slice(0, AXIS_LABEL_CHARACTERS - 1)}…`
    : label;
}

/** The drawing of one Insights table (loaded lazily with the chart library, decision 095). */
export function InsightsPlot({ table }: { readonly table: InsightsTable }) {
  const labels = table.rows.map((row) => String(row[0]));
  const count = (value: unknown) => (typeof value === 'number' ? value : null);
  if (table.stacked) {
    // Every count column but the last ("All"), stacked per row.
    const columns = table.header.slice(1, -1);
    return (
      <BarChart
        height={PLOT_HEIGHT}
        skipAnimation
        margin={{ left: 4, right: 12 }}
        xAxis={[{ scaleType: 'band', data: labels, valueFormatter: (day: string) => day.slice(5) }]}
        yAxis={[{ min: 0, label: 'Surveys' }]}
        series={columns.map((label, index) => ({
          id: label,
          label,
          stack: 'outcome',
          color: COLOURS[index] ?? SINGLE_COLOUR,
          data: table.rows.map((row) => count(row[index + 1])),
        }))}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } },
        }}
      />
    );
  }
  return (
    <BarChart
      height={PLOT_HEIGHT}
      skipAnimation
      layout="horizontal"
      margin={{ left: 4, right: 16 }}
      yAxis={[{ scaleType: 'band', data: labels, width: 150, valueFormatter: shortLabel }]}
      xAxis={[{ min: 0, label: table.header[1] ?? 'Surveys' }]}
      series={[
        {
          id: 'count',
          label: table.header[1] ?? 'Surveys',
          color: SINGLE_COLOUR,
          data: table.rows.map((row) => count(row[1])),
        },
      ]}
      hideLegend
    />
  );
}
