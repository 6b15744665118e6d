import Typography from '@mui/material/Typography';
import { GOAL_COUNT, PERFORMANCE_GOALS, PERFORMANCE_GOAL_LABELS } from '@transmission-spec/domain';
import type { PerformanceGoal } from '@transmission-spec/domain';

import { DefinitionList } from './definition-list';
import { HelpSection } from './help-section';

/** What favouring each goal usually means, and what it costs elsewhere. */
const GOAL_HELP: Record<PerformanceGoal, string> = {
  acceleration:
    'How quickly the loaded truck gets up to speed. Favouring it means gearing and shifts that keep the engine in its power, which usually costs some fuel.',
  fuelEconomy:
    'Fuel burnt per mile. Favouring it means gearing that lets the engine turn slowly at cruise, usually at the cost of some acceleration and pulling power on grades.',
  lowSpeedManeuvers:
    'Control when launching, creeping and backing at low speed. Favouring it means deep low gears and fine control, which matter little on the highway.',
  price:
    'What the transmission costs to buy. Favouring it points to simpler, lighter transmissions, which may give up some of the other goals.',
  tripTime:
    'How quickly a run is done, from holding speed on grades to fast shifts. Favouring it usually costs fuel, as acceleration does.',
};

export function GoalsHelp() {
  return (
    <HelpSection id="PreferenceRanking">
      <Typography variant="body1">
        No transmission is best at everything, so the survey asks which goals matter most to you.
        Rank all {GOAL_COUNT}, the most important first.
      </Typography>
      <DefinitionList
        columns={2}
        items={PERFORMANCE_GOALS.map((goal) => ({
          term: PERFORMANCE_GOAL_LABELS[goal],
          description: GOAL_HELP[goal],
        }))}
      />
      <Typography variant="body1" sx={{ mt: 2 }}>
        The ranking never decides whether a transmission fits your truck: the other answers do. It
        orders the transmissions that fit, together with how well each suits those answers. Each
        transmission is rated for every goal, and the goal you rank first counts {GOAL_COUNT} times
        as much as the goal you rank last.
      </Typography>
    </HelpSection>
  );
}
