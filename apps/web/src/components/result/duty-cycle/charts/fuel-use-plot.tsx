import { useTheme } from '@mui/material/styles';
import { scaleBand, scaleLinear } from 'd3-scale';

import { PLOT_HEIGHT } from './chart-figure';
import { formatNumber } from './chart-units';
import type { ChartUnitLabels } from './chart-units';
import {
  FUEL_USE_PART_LABELS,
  FUEL_USE_PARTS,
  type FuelUseBar,
  type FuelUsePart,
} from './fuel-use-data';
import {
  AXIS_HEIGHT,
  AXIS_WIDTH,
  BottomAxis,
  ChartLegend,
  MARGIN_BOTTOM,
  MARGIN_TOP,
  PlotBox,
  VerticalAxis,
  tickCount,
  ticksOf,
} from './svg-chart';

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
const MARGIN_LEFT = 4;
const MARGIN_RIGHT = 12;
/** x-charts' band spacing: a fifth of each band between bars, half that at the ends. */
const CATEGORY_GAP = 0.2;

/**
 * The drawing of FuelUseChart (loaded lazily): SVG drawn with d3-scale (decision 108). Upright
 * bars, their names under them (two names fit side by side at 390 px), the parts stacked from the
 * bottom in the legend's order.
 */
export function FuelUsePlot({
  bars,
  labels,
}: {
  readonly bars: readonly FuelUseBar[];
  readonly labels: ChartUnitLabels;
}) {
  const theme = useTheme();
  return (
    <PlotBox
      legend={
        <ChartLegend
          items={FUEL_USE_PARTS.map((part) => ({
            label: FUEL_USE_PART_LABELS[part],
            color: FUEL_USE_COLOURS[part],
            mark: 'square' as const,
          }))}
        />
      }
    >
      {(width) => {
        const left = MARGIN_LEFT + AXIS_WIDTH;
        const right = Math.max(left + 1, width - MARGIN_RIGHT);
        const top = MARGIN_TOP;
        const bottom = PLOT_HEIGHT - MARGIN_BOTTOM - AXIS_HEIGHT;
        const x = scaleBand()
          .domain(bars.map((bar) => bar.label))
          .range([left, right])
          .paddingInner(CATEGORY_GAP)
          .paddingOuter(CATEGORY_GAP / 2);
        const yTicks = tickCount(bottom - top);
        const highest = Math.max(0, ...bars.map((bar) => bar.total));
        const y = scaleLinear()
          .domain([0, highest > 0 ? highest : 1])
          .nice(yTicks)
          .range([bottom, top]);
        const color = theme.palette.text.primary;
        const step = x.step();
        return (
          <svg
            width={width}
            height={PLOT_HEIGHT}
            aria-hidden="true"
            style={{ display: 'block', fontFamily: theme.typography.fontFamily }}
          >
            {bars.map((bar) => {
              const start = x(bar.label) ?? left;
              let base = 0;
              return (
                <g key={bar.label}>
                  {FUEL_USE_PARTS.map((part) => {
                    const value = bar.parts[part];
                    const from = base;
                    base += value;
                    return (
                      <rect
                        key={part}
                        x={start}
                        width={x.bandwidth()}
                        y={y(base)}
                        height={Math.max(0, y(from) - y(base))}
                        fill={FUEL_USE_COLOURS[part]}
                      >
                        <title>{`${bar.label}, ${FUEL_USE_PART_LABELS[part]}: ${formatNumber(value, 1)} ${labels.fuel}`}</title>
                      </rect>
                    );
                  })}
                </g>
              );
            })}
            <VerticalAxis
              side="left"
              x={left}
              top={top}
              bottom={bottom}
              color={color}
              label={`Fuel (${labels.fuel})`}
              ticks={ticksOf(y, yTicks, (value) => formatNumber(value, value < 10 ? 1 : 0))}
            />
            <BottomAxis
              y={bottom}
              left={left}
              right={right}
              color={color}
              // Ticks between the bands, the names under each bar's middle.
              marks={[
                ...bars.map((bar) => (x(bar.label) ?? left) - (step * CATEGORY_GAP) / 2),
                right,
              ]}
              ticks={bars.map((bar) => ({
                at: (x(bar.label) ?? left) + x.bandwidth() / 2,
                label: bar.label,
              }))}
            />
          </svg>
        );
      }}
    </PlotBox>
  );
}
