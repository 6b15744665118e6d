import Typography from '@mui/material/Typography';
import {
  ENGINEERING_FIGURE_LABELS,
  RESULT_DETAIL_LABELS,
  SLOW_CREEPING_MPH,
  type UnitSystem,
} from '@transmission-spec/domain';
// The constants' own module: the package's main entry brings the domain's zod schemas with it,
// and /help loads no zod (decision 075; e2e/tests/landing.spec.ts).
import {
  CRUISE_RPM_BAND,
  GOVERNED_RPM,
  IDLE_RPM,
  TOP_GEAR_GRADEABILITY_TARGET,
} from '@transmission-spec/engine/constants';

import { DefinitionList } from './definition-list';
import { HelpSection } from './help-section';

function rpm(value: number): string {
  return `${value.toLocaleString('en-US')} rpm`;
}

/**
 * How to read the result (issue 25): the cards, the engineering check figure by figure, and the
 * side-by-side comparison. The numbers come from the engine's own constants, so help and check
 * cannot disagree.
 */
export function ResultHelp({ units }: { readonly units: UnitSystem }) {
  const creep =
    units === 'Metric'
      ? `${(SLOW_CREEPING_MPH * 1.609344).toFixed(1)} kph`
      : `${SLOW_CREEPING_MPH} mph`;
  return (
    <HelpSection id="ResultCheck">
      <Typography variant="body1">
        The result shows the top match and, where there is one, a runner-up, each with why it was
        chosen. A card warns when its gearing cannot hold your cruise speed in top gear or cannot
        start your full weight on your steepest grade; such a family is ranked after those that can.
      </Typography>
      <Typography variant="body1">
        The {RESULT_DETAIL_LABELS.engineeringCheck.toLowerCase()} works out, for the top match and
        for the runner-up, what a spec&apos;ing engineer asks of the gearing, at the low, middle and
        high end of the recommended axle ratio range. The figures assume the tire size you pick
        (revolutions per {units === 'Metric' ? 'kilometre' : 'mile'}; data books print revolutions
        per mile) and the engine&apos;s peak torque at your full weight. Each row says in one
        sentence what its figure means for your truck.
      </Typography>
      <DefinitionList
        items={[
          {
            term: ENGINEERING_FIGURE_LABELS.cruiseRpm,
            description: `How fast the engine turns at your cruise speed in top gear. From ${rpm(CRUISE_RPM_BAND.low)} to ${rpm(CRUISE_RPM_BAND.high)} a modern diesel runs near its peak torque and best fuel economy; below, it lugs; above, it burns more fuel for the same work.`,
          },
          {
            term: ENGINEERING_FIGURE_LABELS.maxSpeedRpm,
            description: `The engine speed your occasional max road speed needs in top gear. The engine cannot turn faster than its governed ${rpm(GOVERNED_RPM)}.`,
          },
          {
            term: ENGINEERING_FIGURE_LABELS.startability,
            description:
              'The steepest grade the truck can pull away on at full weight in its lowest gear, on the hardest road you chose. Beyond about 30-40% the limit is traction and the clutch, not the gearing: the tires slip or the clutch overheats first, so a higher figure adds nothing.',
          },
          {
            term: ENGINEERING_FIGURE_LABELS.gradeability,
            description: `The grade the truck can climb at your cruise speed in top gear at full weight. A spec aims for at least ${TOP_GEAR_GRADEABILITY_TARGET}%: enough to hold cruise speed over the gentle rises of a highway without a downshift (transmission makers' "cruiseability" target). At 0% the truck cannot hold its cruise speed in top gear even on level road.`,
          },
          {
            term: ENGINEERING_FIGURE_LABELS.speedAtGovernedRpm,
            description: `The top speed the gearing allows at the governed ${rpm(GOVERNED_RPM)}. It is what the gears allow, not a promise: where top gear cannot hold even your cruise speed at full weight, the check says the engine cannot pull the truck there.`,
          },
          {
            term: 'Creep speed',
            description: `Shown when you chose Slow creeping: how slowly the truck rolls in its lowest gear with the engine at idle. The check assumes an idle of ${rpm(IDLE_RPM)}, the usual factory low idle of a heavy-duty diesel (600 to 700 rpm). Slow creeping needs about ${creep}; faster than that, the clutch must slip to go slower, or the truck wants a creeper gear.`,
          },
          {
            term: RESULT_DETAIL_LABELS.compare,
            description:
              'Puts the top match and the runner-up next to each other: model and ratios, ratings and limits against your answers, the support each gives your answers, and the engineering figures of both, so you can see where they differ and whether it matters for your truck.',
          },
        ]}
      />
    </HelpSection>
  );
}
