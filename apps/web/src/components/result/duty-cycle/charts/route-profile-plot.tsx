import { useTheme } from '@mui/material/styles';
import { scaleLinear } from 'd3-scale';
import { area, curveMonotoneX, line } from 'd3-shape';

import { BRAND } from '../../../../theme';
import { PLOT_HEIGHT } from './chart-figure';
import { formatNumber } from './chart-units';
import type { ChartUnitLabels } from './chart-units';
import type { RouteProfileSeries } from './route-profile-data';
import {
  AXIS_WIDTH,
  BottomAxis,
  ChartLegend,
  LABELLED_AXIS_HEIGHT,
  MARGIN_BOTTOM,
  MARGIN_TOP,
  PlotBox,
  VerticalAxis,
  tickCount,
  ticksOf,
} from './svg-chart';

/**
 * The two choices' lines: solid navy and dashed amber, both above 3:1 on white, so they differ by
 * more than colour (the legend names them; the table holds the numbers).
 */
export const SPEED_LINE_STYLES = [
  { color: BRAND.navy, dash: undefined, width: 3.5 },
  // The first choice's line is drawn wider, so the dashed one shows on it where they agree.
  { color: BRAND.amberText, dash: '7 4', width: 2 },
] as const;
/** Elevation: a pale grey area behind the lines; its edge and legend mark 3:1 on white. */
const ELEVATION_FILL = '#c9d1da';
const ELEVATION_EDGE = '#68768a';
const MARGIN_SIDE = 4;

/** d3's domain made round at this many ticks, as x-charts' "nice" domains. */
function niceDomain(min: number, max: number, ticks: number): [number, number] {
  const [low = min, high = max] = scaleLinear()
    .domain([min, max === min ? min + 1 : max])
    .nice(ticks)
    .domain();
  return [low, high];
}

function extent(values: readonly (number | null)[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    if (value === null) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return min === Infinity ? [0, 1] : [min, max];
}

/**
 * The drawing of RouteProfileChart (loaded lazily): SVG drawn with d3-scale and d3-shape
 * (decision 108). Elevation as an area on the left axis, each choice's speed as a line on the
 * right one, distance across; a speed line stops where its trace stalled.
 */
export function RouteProfilePlot({
  series,
  labels,
  choiceLabels,
}: {
  readonly series: RouteProfileSeries;
  readonly labels: ChartUnitLabels;
  readonly choiceLabels: readonly string[];
}) {
  const theme = useTheme();
  const speedLabels = choiceLabels.map(
    (label, index) =>
      `Speed, ${label}${SPEED_LINE_STYLES[index]?.dash === undefined ? '' : ' (dashed)'}`,
  );
  return (
    <PlotBox
      legend={
        <ChartLegend
          items={[
            { label: 'Elevation', color: ELEVATION_EDGE, mark: 'line' },
            ...speedLabels.map((label, index) => ({
              label,
              color: SPEED_LINE_STYLES[index]?.color ?? BRAND.navy,
              mark: 'line' as const,
              dash: SPEED_LINE_STYLES[index]?.dash,
            })),
          ]}
        />
      }
    >
      {(width) => {
        const left = MARGIN_SIDE + AXIS_WIDTH;
        const right = Math.max(left + 1, width - MARGIN_SIDE - AXIS_WIDTH);
        const top = MARGIN_TOP;
        const bottom = PLOT_HEIGHT - MARGIN_BOTTOM - LABELLED_AXIS_HEIGHT;
        const end = series.distance.at(-1) ?? 0;
        // Tenths only on a short route: "0.0" beside "20" crowds the axis at 390 px.
        const distanceDigits = end < 10 ? 1 : 0;
        const x = scaleLinear()
          .domain([0, end || 1])
          .range([left, right]);
        const yTicks = tickCount(bottom - top);
        const [elevationMin, elevationMax] = extent(series.elevation);
        const elevation = scaleLinear()
          .domain(niceDomain(elevationMin, elevationMax, yTicks))
          .range([bottom, top]);
        const speedMax = Math.max(0, ...series.speeds.map((speeds) => extent(speeds)[1]));
        const speed = scaleLinear()
          .domain(niceDomain(0, speedMax, yTicks))
          .range([bottom, top]);
        const points = series.distance.map((_, index) => index);
        const baseline = elevation(
          Math.min(Math.max(0, elevation.domain()[0] ?? 0), elevation.domain()[1] ?? 0),
        );
        const elevationAt = (index: number) => series.elevation[index] ?? null;
        const elevationArea = area<number>()
          .defined((index) => elevationAt(index) !== null)
          .x((index) => x(series.distance[index] ?? 0))
          .y0(baseline)
          .y1((index) => elevation(elevationAt(index) ?? 0))
          .curve(curveMonotoneX);
        const elevationLine = line<number>()
          .defined((index) => elevationAt(index) !== null)
          .x((index) => x(series.distance[index] ?? 0))
          .y((index) => elevation(elevationAt(index) ?? 0))
          .curve(curveMonotoneX);
        const speedLine = (speeds: readonly (number | null)[]) =>
          line<number>()
            .defined((index) => (speeds[index] ?? null) !== null)
            .x((index) => x(series.distance[index] ?? 0))
            .y((index) => speed(speeds[index] ?? 0))
            .curve(curveMonotoneX)(points) ?? '';
        const color = theme.palette.text.primary;
        return (
          <svg
            width={width}
            height={PLOT_HEIGHT}
            aria-hidden="true"
            style={{ display: 'block', fontFamily: theme.typography.fontFamily }}
          >
            <path d={elevationArea(points) ?? ''} fill={ELEVATION_FILL} />
            <path
              d={elevationLine(points) ?? ''}
              fill="none"
              stroke={ELEVATION_EDGE}
              strokeWidth={2}
            />
            {series.speeds.map((speeds, index) => {
              const style = SPEED_LINE_STYLES[index] ?? SPEED_LINE_STYLES[0];
              return (
                <path
                  key={speedLabels[index] ?? index}
                  data-series={`speed-${String(index)}`}
                  d={speedLine(speeds)}
                  fill="none"
                  stroke={style.color}
                  strokeWidth={style.width}
                  strokeDasharray={style.dash}
                  strokeLinejoin="round"
                />
              );
            })}
            <VerticalAxis
              side="left"
              x={left}
              top={top}
              bottom={bottom}
              color={color}
              label={`Elevation (${labels.elevation})`}
              ticks={ticksOf(elevation, yTicks, (value) => formatNumber(value))}
            />
            <VerticalAxis
              side="right"
              x={right}
              top={top}
              bottom={bottom}
              color={color}
              label={`Speed (${labels.speed})`}
              ticks={ticksOf(speed, yTicks, (value) => formatNumber(value))}
            />
            <BottomAxis
              y={bottom}
              left={left}
              right={right}
              color={color}
              label={`Distance (${labels.distance})`}
              ticks={ticksOf(x, tickCount(right - left), (value) =>
                formatNumber(value, distanceDigits),
              )}
            />
          </svg>
        );
      }}
    </PlotBox>
  );
}
