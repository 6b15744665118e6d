import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DUTY_CYCLE_ESTIMATE_NOTE,
  axleRatioText,
  DUTY_CYCLE_LABELS,
  describeDutyRoute,
  dutyCycleAssumptionLines,
  fuelPriceSourceText,
  yearlyDifferenceText,
  type SurveyAnswers,
  type UnitSystem,
} from '@transmission-spec/domain';
import { FUEL_PRICE_DEFAULT, dutyRouteFromAnswers } from '@transmission-spec/engine';
import { useId, useMemo } from 'react';

import type { DutyCycleFamilyEstimate } from '../../../lib/duty-cycle/estimate';
import { yearlyCostOf } from '../../../lib/duty-cycle/result-estimate';
import type { DutyCycleEstimateState } from '../../../lib/duty-cycle/use-duty-cycle-estimate';
import { useYearlyFuelInputs } from '../../../lib/duty-cycle/yearly-fuel-choice';
import { useUnits } from '../../../lib/units/units-context';
import { DetailsAccordion } from '../details-accordion';
import {
  FuelUseChart,
  RouteProfileChart,
  type FuelUseChoice,
  type RouteProfileChoice,
} from './charts';
import { DutyCycleFamily } from './duty-cycle-family';
import { YearlyFuelFields } from './yearly-fuel-fields';

/**
 * "Fuel and trip time on a route like yours" (issue 26): the top choice and the runner-up simulated
 * over the route built from the answers, at each axle ratio of their range, on the tire chosen in
 * the engineering check. The runs go on in a Web Worker (`dutyCycle`, the page's estimate, which
 * Compare shares), so the section shows at once and fills in when they are done; the yearly costs are
 * worked out here from the annual distance and fuel price the visitor may change.
 */
export function DutyCycleSection({
  answers,
  dutyCycle,
}: {
  readonly answers: SurveyAnswers;
  readonly dutyCycle: DutyCycleEstimateState;
}) {
  const headingId = useId();
  const { units } = useUnits();
  const { inputs, setInputs } = useYearlyFuelInputs(answers.application);
  // The route's line shows at once: building the route is cheap, only the runs take time.
  const routeLine = useMemo(
    () => describeDutyRoute(dutyRouteFromAnswers(answers).summary, units),
    [answers, units],
  );
  const { status, estimate } = dutyCycle;
  const costs = estimate?.families.map((family) => yearlyCostOf(family, inputs)) ?? [];
  const [topCost, runnerUpCost] = costs;
  const [topEstimate, runnerUpEstimate] = estimate?.families ?? [];
  const assumptions = topEstimate?.kind === 'figures' ? topEstimate.chosen.assumptions : null;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      aria-busy={status === 'pending'}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2.5}>
        <div>
          <Typography id={headingId} variant="h2" component="h2">
            {DUTY_CYCLE_LABELS.heading}
          </Typography>
          <Typography variant="body1">{`${DUTY_CYCLE_LABELS.route}: ${routeLine}`}</Typography>
        </div>
        <YearlyFuelFields inputs={inputs} onChange={setInputs} units={units} />
        {status === 'pending' && estimate === null && (
          <Typography role="status" variant="body1" sx={{ color: 'text.secondary' }}>
            {DUTY_CYCLE_LABELS.pending}
          </Typography>
        )}
        {status === 'failed' && <Typography variant="body1">{DUTY_CYCLE_LABELS.failed}</Typography>}
        {estimate !== null && (
          <>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                gap: 3,
              }}
            >
              {topEstimate !== undefined && (
                <DutyCycleFamily
                  kind="Top match"
                  estimate={topEstimate}
                  yearlyCost={topCost ?? null}
                  units={units}
                />
              )}
              {runnerUpEstimate !== undefined && (
                <DutyCycleFamily
                  kind="Runner-up"
                  estimate={runnerUpEstimate}
                  yearlyCost={runnerUpCost ?? null}
                  units={units}
                />
              )}
            </Box>
            {topEstimate !== undefined &&
              runnerUpEstimate !== undefined &&
              typeof topCost === 'number' &&
              typeof runnerUpCost === 'number' && (
                <Typography variant="body1">
                  {yearlyDifferenceText(
                    { name: topEstimate.name, cost: topCost },
                    { name: runnerUpEstimate.name, cost: runnerUpCost },
                  )}
                </Typography>
              )}
            <DutyCycleCharts families={estimate.families} units={units} />
          </>
        )}
        <EstimateNote
          lines={assumptions === null ? [] : dutyCycleAssumptionLines(assumptions, routeLine)}
        />
      </Stack>
    </Paper>
  );
}

/** "This is an estimate", with the assumptions a click away (an accordion region). */
function EstimateNote({ lines }: { readonly lines: readonly string[] }) {
  return (
    <DetailsAccordion title={DUTY_CYCLE_LABELS.estimate} gap={1}>
      <Typography variant="body2">{DUTY_CYCLE_ESTIMATE_NOTE}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {[...lines, fuelPriceSourceText(FUEL_PRICE_DEFAULT)].map((line) => (
          <Typography key={line} component="li" variant="body2">
            {line}
          </Typography>
        ))}
      </Box>
    </DetailsAccordion>
  );
}

/**
 * The charts of both choices at their axle ratio to order: the route's elevation with each one's
 * speed, and where each one's fuel goes. A family without gear ratios has no run to draw.
 */
function DutyCycleCharts({
  families,
  units,
}: {
  readonly families: readonly DutyCycleFamilyEstimate[];
  readonly units: UnitSystem;
}) {
  const drawn = useMemo(
    () =>
      families.flatMap((family) =>
        family.kind === 'figures'
          ? [
              {
                label: `${family.name}, ${axleRatioText(family.chosenAxleRatio)}`,
                run: family.chosen,
              },
            ]
          : [],
      ),
    [families],
  );
  const profile = useMemo<RouteProfileChoice[]>(
    () => drawn.map(({ label, run }) => ({ label, trace: run.trace })),
    [drawn],
  );
  const fuel = useMemo<FuelUseChoice[]>(
    () =>
      drawn.map(({ label, run }) => ({
        label,
        energyKWh: run.energyKWh,
        fuelGallons: run.fuelGallons,
        fuelEnergyMJPerLitre: run.assumptions.fuelEnergyMJPerLitre,
      })),
    [drawn],
  );
  if (drawn.length === 0) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        gap: 3,
      }}
    >
      <RouteProfileChart choices={profile} units={units} />
      <FuelUseChart choices={fuel} units={units} />
    </Box>
  );
}
