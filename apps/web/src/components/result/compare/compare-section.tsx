import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RESULT_DETAIL_LABELS, type SurveyAnswers } from '@transmission-spec/domain';
import { Fragment, useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';

import { useTireChoice } from '../../../lib/tire-choice';
import { useUnits } from '../../../lib/units/units-context';
import { CHECK_HELP_PATH } from '../engineering/engineering-check-section';
import { compareGroups, type DetailedResult } from './compare-rows';

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9375rem',
  '& caption': { captionSide: 'top', textAlign: 'left', pb: 1, color: 'text.secondary' },
  '& th, & td': {
    textAlign: 'left',
    verticalAlign: 'top',
    p: 1,
    borderBottom: '1px solid',
    borderColor: 'divider',
  },
  '& thead th': { bgcolor: '#f4f6f9' },
  '& th[scope="rowgroup"]': { bgcolor: '#eef2f6', fontWeight: 700, pt: 2 },
  '& tbody th[scope="row"]': { fontWeight: 600, width: { xs: '34%', md: '30%' } },
  '& tr.differs td': { fontWeight: 600 },
} as const;

/** The row marker of a difference: an icon and a word, so colour is never the only sign. */
function DiffersMarker() {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.25,
        ml: 0.75,
        px: 0.5,
        borderRadius: 1,
        border: '1px solid',
        // Dark amber: at 12px the theme's warning colour misses the 4.5:1 contrast on white.
        borderColor: '#8a3b00',
        color: '#8a3b00',
        fontSize: '0.75rem',
        fontWeight: 700,
        whiteSpace: 'nowrap',
      }}
    >
      <CompareArrowsIcon aria-hidden sx={{ fontSize: '1rem' }} />
      {RESULT_DETAIL_LABELS.differs}
    </Box>
  );
}

/**
 * Top choice and runner-up side by side (issue 14): a table in a disclosure under the cards, so
 * it reads in order with a screen reader, fits a phone as three columns, and prints open.
 */
export function CompareSection({
  top,
  runnerUp,
  answers,
}: {
  readonly top: DetailedResult;
  readonly runnerUp: DetailedResult;
  readonly answers: SurveyAnswers;
}) {
  const summaryId = useId();
  const detailsId = useId();
  const { units } = useUnits();
  const { tire } = useTireChoice();
  const groups = useMemo(
    () => compareGroups(top, runnerUp, answers, tire, units),
    [top, runnerUp, answers, tire, units],
  );
  return (
    <Accordion
      variant="outlined"
      disableGutters
      sx={{ '@media print': { '& .MuiCollapse-root': { height: 'auto', visibility: 'visible' } } }}
      slotProps={{
        heading: { component: 'h2' },
        region: { id: detailsId, 'aria-labelledby': summaryId },
      }}
    >
      <AccordionSummary
        id={summaryId}
        aria-controls={detailsId}
        expandIcon={<ExpandMoreIcon />}
        sx={{ px: { xs: 2, sm: 3 } }}
      >
        <Typography variant="h3" component="span">
          {RESULT_DETAIL_LABELS.compare}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 1, sm: 3 }, pb: 3 }}>
        <Box component="table" sx={tableSx}>
          <caption>
            {`${top.name} and ${runnerUp.name}; rows where they differ are marked ${RESULT_DETAIL_LABELS.differs}.`}
          </caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{`Top match: ${top.name}`}</th>
              <th scope="col">{`Runner-up: ${runnerUp.name}`}</th>
            </tr>
          </thead>
          {groups.map((group) => (
            <tbody key={group.heading}>
              <tr>
                <th scope="rowgroup" colSpan={3}>
                  {group.heading}
                </th>
              </tr>
              {group.rows.map((row) => (
                <Fragment key={row.label}>
                  <tr className={row.differs ? 'differs' : undefined}>
                    <th scope="row">
                      {row.label}
                      {row.differs && <DiffersMarker />}
                    </th>
                    <td>{row.top}</td>
                    <td>{row.runnerUp}</td>
                  </tr>
                </Fragment>
              ))}
            </tbody>
          ))}
        </Box>
        <Link
          component={RouterLink}
          to={CHECK_HELP_PATH}
          variant="body2"
          sx={{ display: 'inline-block', mt: 1.5 }}
        >
          {RESULT_DETAIL_LABELS.compareHelp}
        </Link>
      </AccordionDetails>
    </Accordion>
  );
}
