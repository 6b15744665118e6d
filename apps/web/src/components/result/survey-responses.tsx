import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SurveyAnswers, UnitSystem } from '@transmission-spec/domain';
import { useId } from 'react';
import type { ReactNode } from 'react';

import { useUnits } from '../../lib/units/units-context';
import { responseTextRows } from '../../lib/answer-text';

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

/**
 * SPEC 2: the answers behind the result, collapsed until asked for, in the visitor's units. A
 * shared spec opens them at once: its reader came to read everything, and a print shows them.
 */
export function SurveyResponses({
  answers,
  defaultExpanded = false,
}: {
  readonly answers: SurveyAnswers;
  readonly defaultExpanded?: boolean;
}) {
  const { units } = useUnits();
  const summaryId = useId();
  const detailsId = useId();
  return (
    <Accordion
      variant="outlined"
      disableGutters
      defaultExpanded={defaultExpanded}
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
