import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { UnitSystem } from '@transmission-spec/domain';
import { lazy, useMemo } from 'react';

import { ChartFigure } from './chart-figure';
import { chartUnitLabels, formatNumber } from './chart-units';
import {
  routeProfileRows,
  routeProfileSeries,
  type RouteProfileChoice,
} from './route-profile-data';

const RouteProfilePlot = lazy(async () => ({
  default: (await import('./route-profile-plot')).RouteProfilePlot,
}));

/**
 * Elevation along the route and the speed of each choice at its chosen axle ratio (issue 26):
 * where a choice slows on a climb, and where the route stops. Distance across, in the visitor's
 * units; the numbers every 5 % of the way are in a table a click away.
 */
export function RouteProfileChart({
  choices,
  units,
}: {
  /** The top choice and the runner-up (one or two), each with its simulated trace. */
  readonly choices: readonly RouteProfileChoice[];
  readonly units: UnitSystem;
}) {
  const labels = chartUnitLabels(units);
  const series = useMemo(() => routeProfileSeries(choices, units), [choices, units]);
  const rows = useMemo(() => routeProfileRows(choices, units), [choices, units]);
  const choiceLabels = choices.map((choice) => choice.label);
  const lineWords = choices.length > 1 ? 'a solid and a dashed line' : 'a line';
  return (
    <ChartFigure
      title="Elevation and speed along the route"
      caption={`The grey area is the road's elevation (${labels.elevation}); ${lineWords} show each choice's speed (${labels.speed}) along the route (${labels.distance}).`}
      plotLabel={`Chart of elevation and speed along the route for ${choiceLabels.join(' and ')}. The same numbers are in the table below it.`}
      plot={<RouteProfilePlot series={series} labels={labels} choiceLabels={choiceLabels} />}
      table={
        <Table size="small">
          <caption>
            Elevation and speed every 5 % of the route ({labels.distance}, {labels.elevation},{' '}
            {labels.speed})
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Distance ({labels.distance})
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Elevation ({labels.elevation})
              </TableCell>
              {choiceLabels.map((label) => (
                <TableCell key={label} component="th" scope="col" align="right">
                  Speed, {label} ({labels.speed})
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.distance}>
                <TableCell component="th" scope="row">
                  {formatNumber(row.distance, 1)}
                </TableCell>
                <TableCell align="right">
                  {row.elevation === null ? '—' : formatNumber(row.elevation)}
                </TableCell>
                {row.speeds.map((speed, index) => (
                  <TableCell key={choiceLabels[index] ?? index} align="right">
                    {speed === null ? 'stalled' : formatNumber(speed)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}
