import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_LABELS,
  ENGINE_MAKE_LABELS,
  MANEUVER_LABELS,
  NO_MANEUVERS_LABEL,
  PERFORMANCE_GOALS,
  PERFORMANCE_GOAL_LABELS,
  PTO_LABELS,
  ROAD_TYPE_LABELS,
  TERRAIN_LABELS,
  formatQuantity,
} from '@transmission-spec/domain';
import type { SurveyAnswers, UnitSystem } from '@transmission-spec/domain';
import { useId } from 'react';
import type { ReactNode } from 'react';

import { useUnits } from '../../../units/units-context';
import { ANSWER_TITLES } from '../../survey-text';

/**
 * The answers as titled text, in the order the survey asks them; the ranking is the goals from
 * first to last. Shared by the screen and the PDF so both read the same.
 */
export function responseTextRows(
  answers: SurveyAnswers,
  units: UnitSystem,
): [string, string | string[]][] {
  const goals = [...PERFORMANCE_GOALS].sort(
    (a, b) => answers.preferenceRanking[a] - answers.preferenceRanking[b],
  );
  return [
    [ANSWER_TITLES.application, APPLICATION_LABELS[answers.application]],
    [ANSWER_TITLES.maxWeight, formatQuantity('weight', answers.maxWeight, units)],
    [ANSWER_TITLES.terrain, answers.terrain.map((terrain) => TERRAIN_LABELS[terrain]).join('; ')],
    [ANSWER_TITLES.roadTypes, answers.roadTypes.map((road) => ROAD_TYPE_LABELS[road]).join('; ')],
    [
      ANSWER_TITLES.maneuvers,
      answers.maneuvers.length === 0
        ? NO_MANEUVERS_LABEL
        : answers.maneuvers.map((maneuver) => MANEUVER_LABELS[maneuver]).join('; '),
    ],
    [ANSWER_TITLES.cruiseSpeed, formatQuantity('speed', answers.cruiseSpeed, units)],
    [ANSWER_TITLES.maxSpeed, formatQuantity('speed', answers.maxSpeed, units)],
    [ANSWER_TITLES.pto, PTO_LABELS[answers.pto]],
    [ANSWER_TITLES.engineMake, ENGINE_MAKE_LABELS[answers.engineMake]],
    [ANSWER_TITLES.engineHp, formatQuantity('power', answers.engineHp, units)],
    [ANSWER_TITLES.engineTorque, formatQuantity('torque', answers.engineTorque, units)],
    [ANSWER_TITLES.preferenceRanking, goals.map((goal) => PERFORMANCE_GOAL_LABELS[goal])],
  ];
}

function responseRows(answers: SurveyAnswers, units: UnitSystem): [string, ReactNode][] {
  return responseTextRows(answers, units).map(([title, value]) => [
    title,
    typeof value === 'string' ? (
      value
    ) : (
      <Box component="ol" key="goals" sx={{ m: 0, pl: 2.5 }}>
        {value.map((goal) => (
          <li key={goal}>{goal}</li>
        ))}
      </Box>
    ),
  ]);
}

/** SPEC 2: the answers behind the result, collapsed until asked for, in the visitor's units. */
export function SurveyResponses({ answers }: { readonly answers: SurveyAnswers }) {
  const { units } = useUnits();
  const summaryId = useId();
  const detailsId = useId();
  return (
    <Accordion
      variant="outlined"
      disableGutters
      sx={{ borderRadius: 1 }}
      slotProps={{
        heading: { component: 'h2' },
        region: { id: detailsId, 'aria-labelledby': summaryId },
      }}
    >
      <AccordionSummary
        id={summaryId}
        aria-controls={detailsId}
        expandIcon={<ExpandMoreIcon />}
        sx={{ px: 3 }}
      >
        <Typography variant="h3" component="span">
          Your Responses
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: 3, pb: 3 }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(220px, auto) 1fr',
            columnGap: 4,
            rowGap: 1.25,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, fontWeight: 600 },
          }}
        >
          {responseRows(answers, units).map(([title, value]) => (
            <Box key={title} sx={{ display: 'contents' }}>
              <dt>{title}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
