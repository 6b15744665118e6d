import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  DUTY_CYCLE_LABELS,
  climbSpeedText,
  fuelEconomyText,
  tripTimeText,
  yearlyCostText,
  axleRatioText,
  type UnitSystem,
} from '@transmission-spec/domain';

import type { DutyCycleFamilyEstimate } from '../../../lib/duty-cycle/estimate';

function Figure({ label, value }: { readonly label: string; readonly value: string }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * One family's figures on the route: the axle ratio to order with its rule, fuel economy, trip
 * time, slowest climb speed and yearly fuel cost at that ratio, then every simulated ratio in a
 * table whose ordered row says so in words (not only in weight).
 */
export function DutyCycleFamily({
  kind,
  estimate,
  yearlyCost,
  units,
}: {
  readonly kind: string;
  readonly estimate: DutyCycleFamilyEstimate;
  readonly yearlyCost: number | null;
  readonly units: UnitSystem;
}) {
  const heading = `${kind}: ${estimate.name}`;
  if (estimate.kind === 'noGearRatios') {
    return (
      <Box component="section" aria-label={heading}>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
          {heading}
        </Typography>
        <Typography variant="body1">{DUTY_CYCLE_LABELS.noGearRatios}</Typography>
      </Box>
    );
  }
  const chosen = estimate.ratios.find((ratio) => ratio.axleRatio === estimate.chosenAxleRatio);
  if (chosen === undefined) return null;
  return (
    <Stack component="section" aria-label={heading} spacing={1.5}>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.125rem' }}>
        {heading}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        <Figure
          label={DUTY_CYCLE_LABELS.axleRatioToOrder}
          value={axleRatioText(chosen.axleRatio)}
        />
        <Figure
          label={DUTY_CYCLE_LABELS.fuelEconomy}
          value={fuelEconomyText(chosen.mpg, chosen.litresPer100Km, units)}
        />
        <Figure label={DUTY_CYCLE_LABELS.tripTime} value={tripTimeText(chosen.timeS)} />
        <Figure
          label={DUTY_CYCLE_LABELS.slowestClimb}
          value={climbSpeedText(chosen.slowestClimbSpeedMph, units)}
        />
        {yearlyCost !== null && (
          <Figure label={DUTY_CYCLE_LABELS.yearlyFuelCost} value={yearlyCostText(yearlyCost)} />
        )}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {estimate.rule}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 4px' }}>
            {`${estimate.name}: each axle ratio simulated`}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {DUTY_CYCLE_LABELS.axleRatio}
              </TableCell>
              <TableCell component="th" scope="col">
                {DUTY_CYCLE_LABELS.fuelEconomy}
              </TableCell>
              <TableCell component="th" scope="col">
                {DUTY_CYCLE_LABELS.tripTime}
              </TableCell>
              <TableCell component="th" scope="col">
                {DUTY_CYCLE_LABELS.slowestClimb}
              </TableCell>
              <TableCell component="th" scope="col">
                {DUTY_CYCLE_LABELS.gearingCheck}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {estimate.ratios.map((ratio) => {
              const ordered = ratio.axleRatio === estimate.chosenAxleRatio;
              return (
                <TableRow
                  key={ratio.axleRatio}
                  selected={ordered}
                  sx={ordered ? { '& th, & td': { fontWeight: 700 } } : undefined}
                >
                  <TableCell component="th" scope="row">
                    {ordered
                      ? `${axleRatioText(ratio.axleRatio)} (${DUTY_CYCLE_LABELS.toOrder})`
                      : axleRatioText(ratio.axleRatio)}
                  </TableCell>
                  <TableCell>{fuelEconomyText(ratio.mpg, ratio.litresPer100Km, units)}</TableCell>
                  <TableCell>{tripTimeText(ratio.timeS)}</TableCell>
                  <TableCell>{climbSpeedText(ratio.slowestClimbSpeedMph, units)}</TableCell>
                  <TableCell>
                    {ratio.passesGearingTier ? DUTY_CYCLE_LABELS.passes : DUTY_CYCLE_LABELS.fails}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
