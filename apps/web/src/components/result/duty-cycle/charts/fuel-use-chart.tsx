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
  FUEL_USE_PART_LABELS,
  FUEL_USE_PARTS,
  endsLevel,
  fuelUseBars,
  type FuelUseChoice,
} from './fuel-use-data';

const FuelUsePlot = lazy(async () => ({
  default: (await import('./fuel-use-plot')).FuelUsePlot,
}));

function percent(part: number, total: number): string {
  return total > 0 ? `${formatNumber((100 * part) / total)} %` : '0 %';
}

/**
 * "Where the fuel goes" (issue 26): a stacked bar per choice, the trip's fuel split into the work
 * at the wheels (rolling resistance, air drag, climbing, braking) and the rest (the engine's heat,
 * the driveline and the accessories), in gallons or litres. fuelUseBars says how.
 */
export function FuelUseChart({
  choices,
  units,
}: {
  /** The top choice and the runner-up (one or two), each with its simulated energy and fuel. */
  readonly choices: readonly FuelUseChoice[];
  readonly units: UnitSystem;
}) {
  const labels = chartUnitLabels(units);
  const bars = useMemo(() => fuelUseBars(choices, units), [choices, units]);
  const level = endsLevel(choices);
  return (
    <ChartFigure
      title="Where the fuel goes"
      caption={`The fuel each choice burns on the route (${labels.fuel}), split by the work it does at the wheels: rolling, air drag, climbing and braking. The rest, most of it, is lost as heat in the engine, in the driveline and to the accessories; no diesel turns more than about half its fuel into work.${level ? ' The route ends as high as it starts, so what the climbs take the descents give back, by coasting or as heat in the brakes (counted under braking): climbing is about 0.' : ''}`}
      plotLabel={`Stacked bar chart of where the fuel goes for ${bars.map((bar) => bar.label).join(' and ')}. The same numbers are in the table below it.`}
      plot={<FuelUsePlot bars={bars} labels={labels} />}
      table={
        <Table size="small">
          <caption>
            Fuel on the route by where its energy goes ({labels.fuel}, and share of the trip&apos;s
            fuel)
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Part
              </TableCell>
              {bars.map((bar) => (
                <TableCell key={bar.label} component="th" scope="col" align="right">
                  {bar.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {FUEL_USE_PARTS.map((part) => (
              <TableRow key={part}>
                <TableCell component="th" scope="row">
                  {FUEL_USE_PART_LABELS[part]}
                </TableCell>
                {bars.map((bar) => (
                  <TableCell key={bar.label} align="right">
                    {formatNumber(bar.parts[part], 1)} {labels.fuel} (
                    {percent(bar.parts[part], bar.total)})
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row">
                Total fuel
              </TableCell>
              {bars.map((bar) => (
                <TableCell key={bar.label} align="right">
                  {formatNumber(bar.total, 1)} {labels.fuel}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      }
    />
  );
}
