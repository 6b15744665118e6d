import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

import { BRAND } from '../../../../theme';
import { PLOT_HEIGHT } from './chart-figure';
import { formatNumber } from './chart-units';
import type { ChartUnitLabels } from './chart-units';
import type { RouteProfileSeries } from './route-profile-data';

/**
 * The two choices' lines: solid navy and dashed amber, both above 3:1 on white, so they differ by
 * more than colour (the legend names them; the table holds the numbers).
 */
export const SPEED_LINE_STYLES = [
  { color: BRAND.navy, dash: undefined },
  { color: BRAND.amberText, dash: '7 4' },
] as const;
/** Elevation: a pale grey area behind the lines; its edge and legend mark 3:1 on white. */
const ELEVATION_FILL = '#c9d1da';
const ELEVATION_EDGE = '#68768a';

/** The drawing of RouteProfileChart (loaded lazily with the chart library). */
export function RouteProfilePlot({
  series,
  labels,
  choiceLabels,
}: {
  readonly series: RouteProfileSeries;
  readonly labels: ChartUnitLabels;
  readonly choiceLabels: readonly string[];
}) {
  const dashed = Object.fromEntries(
    choiceLabels.flatMap((_, index) => {
      const dash = SPEED_LINE_STYLES[index]?.dash;
      return dash === undefined
        ? []
        : [[`& .${lineClasses.line}[data-series="speed-${index}"]`, { strokeDasharray: dash }]];
    }),
  );
  const end = series.distance.at(-1) ?? 0;
  // Tenths only on a short route: "0.0" beside "20" crowds the axis at 390 px.
  const distanceDigits = end < 10 ? 1 : 0;
  return (
    <LineChart
      height={PLOT_HEIGHT}
      skipAnimation
      disableAxisListener
      margin={{ left: 4, right: 4 }}
      xAxis={[
        {
          data: series.distance,
          scaleType: 'linear',
          min: 0,
          max: end,
          label: `Distance (${labels.distance})`,
          valueFormatter: (value: number) => formatNumber(value, distanceDigits),
        },
      ]}
      yAxis={[
        {
          id: 'elevation',
          position: 'left',
          label: `Elevation (${labels.elevation})`,
          valueFormatter: (value: number) => formatNumber(value),
        },
        {
          id: 'speed',
          position: 'right',
          min: 0,
          label: `Speed (${labels.speed})`,
          valueFormatter: (value: number) => formatNumber(value),
        },
      ]}
      series={[
        {
          id: 'elevation',
          type: 'line',
          yAxisId: 'elevation',
          data: series.elevation,
          label: 'Elevation',
          area: true,
          showMark: false,
          color: ELEVATION_EDGE,
          valueFormatter: (value) =>
            value === null ? '' : `${formatNumber(value)} ${labels.elevation}`,
        },
        ...choiceLabels.map((label, index) => ({
          id: `speed-${index}`,
          type: 'line' as const,
          yAxisId: 'speed',
          data: series.speeds[index] ?? [],
          // The legend's marks are plain: the label says which line is dashed.
          label: `Speed, ${label}${SPEED_LINE_STYLES[index]?.dash === undefined ? '' : ' (dashed)'}`,
          showMark: false,
          connectNulls: false,
          color: SPEED_LINE_STYLES[index]?.color ?? BRAND.navy,
          valueFormatter: (value: number | null) =>
            value === null ? '' : `${formatNumber(value)} ${labels.speed}`,
        })),
      ]}
      slotProps={{
        legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } },
      }}
      sx={{
        [`& .${lineClasses.area}[data-series="elevation"]`]: { fill: ELEVATION_FILL },
        // The first choice's line is drawn wider, so the dashed one shows on it where they agree.
        [`& .${lineClasses.line}`]: { strokeWidth: 2 },
        [`& .${lineClasses.line}[data-series="speed-0"]`]: { strokeWidth: 3.5 },
        ...dashed,
      }}
    />
  );
}
