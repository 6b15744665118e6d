import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import type { ScaleLinear } from 'd3-scale';

import { PLOT_HEIGHT } from './chart-figure';

/**
 * The pieces the duty-cycle plots draw themselves with d3-scale and d3-shape (decision 108): the
 * drawn width, the legend and the axes. They keep @mui/x-charts' look (decision 095): 12 px tick
 * labels, 14 px axis labels, 6 px ticks, an axis about 65 px wide, one tick per 50 px.
 */

/** The space around the drawing area, px, as x-charts laid out these charts. */
export const AXIS_WIDTH = 65;
export const AXIS_HEIGHT = 25;
/** The bottom axis with its label under it. */
export const LABELLED_AXIS_HEIGHT = 46;
export const MARGIN_TOP = 20;
export const MARGIN_BOTTOM = 20;
const TICK_SIZE = 6;
/** Wide enough that a drawing which never got its width (jsdom) is still drawn. */
const FALLBACK_WIDTH = 600;

/** How many ticks an axis this long gets: one per 50 px, x-charts' default. */
export function tickCount(length: number): number {
  return Math.max(2, Math.floor(Math.abs(length) / 50));
}

/**
 * The container's width, read from a ResizeObserver: its first report comes after the browser's
 * own layout, so nothing forces a layout in a script task (x-charts read getComputedStyle in a
 * layout effect, a forced layout of the whole result page inside the mount's long task).
 * Null until then; the caller draws its placeholder meanwhile, at the drawing's height.
 */
export function useDrawnWidth(): [RefObject<HTMLDivElement | null>, number | null] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(element.clientWidth || FALLBACK_WIDTH);
      return undefined;
    }
    const observer = new ResizeObserver((entries) => {
      const measured = Math.floor(entries.at(-1)?.contentRect.width ?? 0);
      setWidth(measured > 0 ? measured : FALLBACK_WIDTH);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  return [ref, width];
}

/** The plot's box: legend and drawing once the width is known, the placeholder before. */
export function PlotBox({
  legend,
  children,
}: {
  readonly legend: ReactNode;
  readonly children: (width: number) => ReactNode;
}) {
  const [ref, width] = useDrawnWidth();
  return (
    <div ref={ref} style={{ width: '100%', minWidth: 0 }}>
      {width === null ? (
        <Skeleton variant="rectangular" height={PLOT_HEIGHT + 30} />
      ) : (
        <>
          {legend}
          {children(width)}
        </>
      )}
    </div>
  );
}

export interface LegendItem {
  readonly label: string;
  readonly color: string;
  /** A line's mark (with its dash) or a bar's square. */
  readonly mark: 'line' | 'square';
  readonly dash?: string | undefined;
}

/** The legend above the drawing, in a row that wraps on a phone, as x-charts' did. */
export function ChartLegend({ items }: { readonly items: readonly LegendItem[] }) {
  const theme = useTheme();
  return (
    <ul
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '8px 16px',
        listStyle: 'none',
        margin: 0,
        // x-charts set its legend in by its own margin.
        padding: '4px 8px',
        font: `${String(theme.typography.body2.fontWeight ?? 400)} 12px/20px ${theme.typography.fontFamily ?? 'sans-serif'}`,
        color: theme.palette.text.primary,
      }}
    >
      {items.map((item) => (
        <li key={item.label} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <svg width={item.mark === 'line' ? 16 : 13} height={13} aria-hidden="true">
            {item.mark === 'line' ? (
              <line
                x1={0}
                x2={16}
                y1={6.5}
                y2={6.5}
                stroke={item.color}
                strokeWidth={3}
                strokeDasharray={item.dash === undefined ? undefined : '5 3'}
              />
            ) : (
              <rect width={13} height={13} rx={2} fill={item.color} />
            )}
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}

export interface Tick {
  readonly at: number;
  readonly label: string;
}

/** A linear scale's round values (d3's ticks, about `count` of them) as an axis takes them. */
export function ticksOf(
  scale: ScaleLinear<number, number>,
  count: number,
  label: (value: number) => string,
): Tick[] {
  return scale.ticks(count).map((value) => ({ at: scale(value), label: label(value) }));
}

/** A vertical axis: its line, ticks, labels and the rotated axis label beside them. */
export function VerticalAxis({
  side,
  x,
  top,
  bottom,
  ticks,
  label,
  color,
}: {
  readonly side: 'left' | 'right';
  readonly x: number;
  readonly top: number;
  readonly bottom: number;
  readonly ticks: readonly Tick[];
  readonly label: string;
  readonly color: string;
}) {
  const sign = side === 'left' ? -1 : 1;
  const labelX = x + sign * (AXIS_WIDTH - 9);
  const middle = (top + bottom) / 2;
  return (
    <g>
      <line x1={x} x2={x} y1={top} y2={bottom} stroke={color} />
      {ticks.map((tick) => (
        <g key={tick.at} transform={`translate(0, ${String(tick.at)})`}>
          <line x1={x} x2={x + sign * TICK_SIZE} stroke={color} />
          <text
            x={x + sign * (TICK_SIZE + 2)}
            textAnchor={side === 'left' ? 'end' : 'start'}
            dominantBaseline="central"
            fontSize={12}
            fill={color}
          >
            {tick.label}
          </text>
        </g>
      ))}
      <text
        transform={`translate(${String(labelX)}, ${String(middle)}) rotate(${side === 'left' ? -90 : 90})`}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={14}
        fill={color}
      >
        {label}
      </text>
    </g>
  );
}

/** The bottom axis: its line, ticks (`marks`, where given apart from the labels) and labels. */
export function BottomAxis({
  y,
  left,
  right,
  ticks,
  marks,
  label,
  color,
}: {
  readonly y: number;
  readonly left: number;
  readonly right: number;
  readonly ticks: readonly Tick[];
  readonly marks?: readonly number[];
  readonly label?: string;
  readonly color: string;
}) {
  return (
    <g>
      <line x1={left} x2={right} y1={y} y2={y} stroke={color} />
      {(marks ?? ticks.map((tick) => tick.at)).map((at) => (
        <line key={at} x1={at} x2={at} y1={y} y2={y + TICK_SIZE} stroke={color} />
      ))}
      {ticks.map((tick) => (
        <text
          key={tick.at}
          x={tick.at}
          y={y + TICK_SIZE + 2}
          textAnchor="middle"
          dominantBaseline="hanging"
          fontSize={12}
          fill={color}
        >
          {tick.label}
        </text>
      ))}
      {label === undefined ? null : (
        <text
          x={(left + right) / 2}
          y={y + 38}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={14}
          fill={color}
        >
          {label}
        </text>
      )}
    </g>
  );
}
