import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  COMPARE_LABELS,
  DUTY_CYCLE_LABELS,
  RESULT_DETAIL_LABELS,
  alikeRowsText,
  type SurveyAnswers,
} from '@transmission-spec/domain';
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import type { DutyCycleEstimateState } from '../../../lib/duty-cycle/use-duty-cycle-estimate';
import { useTireChoice } from '../../../lib/tire-choice';
import { useUnits } from '../../../lib/units/units-context';
import { CHECK_HELP_PATH } from '../engineering/engineering-check-section';
import {
  COMPARE_RULE_TEXT,
  compareGroups,
  splitCompareRows,
  type CompareGroup,
  type DetailedResult,
  type LimitMark,
} from './compare-rows';
import { dutyCycleGroup } from './compare-duty-rows';

const tableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  // Fixed columns, so the table of rows that differ and the one of rows the same for both line up.
  tableLayout: 'fixed',
  '& thead td': { width: { xs: '34%', md: '30%' } },
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
  '& tbody th[scope="row"]': { fontWeight: 600 },
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

/** A limit the user's answer sits at or near, under the family's figure: icon and words. */
function LimitMarker({ mark }: { readonly mark: LimitMark }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        mt: 0.5,
        width: 'fit-content',
        px: 0.75,
        borderRadius: 1,
        bgcolor: '#fff4e5',
        color: '#8a3b00',
        fontSize: '0.8125rem',
        fontWeight: 600,
      }}
    >
      <ReportProblemOutlinedIcon aria-hidden sx={{ fontSize: '1rem' }} />
      {mark.text}
    </Box>
  );
}

function Cell({ text, mark }: { readonly text: string; readonly mark: LimitMark | null }) {
  return (
    <td>
      {text}
      {mark !== null && <LimitMarker mark={mark} />}
    </td>
  );
}

/** One table of rows in their groups, with the two families as columns. */
function CompareTable({
  caption,
  groups,
  top,
  runnerUp,
}: {
  readonly caption: string;
  readonly groups: readonly CompareGroup[];
  readonly top: DetailedResult;
  readonly runnerUp: DetailedResult;
}) {
  return (
    <Box component="table" sx={tableSx}>
      <caption>{caption}</caption>
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
            <tr key={row.label} className={row.differs ? 'differs' : undefined}>
              <th scope="row">
                {row.label}
                {row.differs && <DiffersMarker />}
              </th>
              <Cell text={row.top} mark={row.topLimit} />
              <Cell text={row.runnerUp} mark={row.runnerUpLimit} />
            </tr>
          ))}
        </tbody>
      ))}
    </Box>
  );
}

/**
 * Top choice and runner-up side by side (issue 14): tables in a disclosure under the cards, so
 * they read in order with a screen reader, fit a phone as three columns, and print open. Issue 25:
 * the rows that differ in a way that matters (or sit at a limit of the answers) lead; the rows
 * that are the same for both wait behind a button, and the rule is said above them. Issue 26: the
 * fuel and trip-time rows join when the page's estimate (`dutyCycle`) arrives; Compare never waits.
 */
export function CompareSection({
  top,
  runnerUp,
  answers,
  dutyCycle,
}: {
  readonly top: DetailedResult;
  readonly runnerUp: DetailedResult;
  readonly answers: SurveyAnswers;
  readonly dutyCycle: DutyCycleEstimateState;
}) {
  const summaryId = useId();
  const detailsId = useId();
  const alikeId = useId();
  const [showAlike, setShowAlike] = useState(false);
  const { units } = useUnits();
  const { tire } = useTireChoice();
  const { estimate } = dutyCycle;
  const { lead, alike } = useMemo(() => {
    const duty = dutyCycleGroup(estimate, units);
    const groups = compareGroups(top, runnerUp, answers, tire, units);
    return splitCompareRows(duty === null ? groups : [...groups, duty]);
  }, [top, runnerUp, answers, tire, units, estimate]);
  const alikeCount = alike.reduce((sum, group) => sum + group.rows.length, 0);
  const names = `${top.name} and ${runnerUp.name}`;
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
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {COMPARE_RULE_TEXT}
        </Typography>
        {dutyCycle.status === 'pending' && estimate === null && (
          <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
            {DUTY_CYCLE_LABELS.pending}
          </Typography>
        )}
        {lead.length === 0 ? (
          <Typography sx={{ mb: 1 }}>{COMPARE_LABELS.nothingDiffers}</Typography>
        ) : (
          <CompareTable
            caption={`${names}: where they differ, and limits your answers sit at or near`}
            groups={lead}
            top={top}
            runnerUp={runnerUp}
          />
        )}
        {alikeCount > 0 && (
          <>
            <Button
              variant="text"
              aria-expanded={showAlike}
              aria-controls={alikeId}
              onClick={() => {
                setShowAlike((shown) => !shown);
              }}
              startIcon={
                <ExpandMoreIcon
                  sx={{
                    transform: showAlike ? 'rotate(180deg)' : 'none',
                    transition: 'transform 150ms',
                  }}
                />
              }
              sx={{ mt: 2, '@media print': { display: 'none' } }}
            >
              {alikeRowsText(alikeCount)}
            </Button>
            {/* Hidden, not unmounted, so the button always controls an element; printed open. */}
            <Box
              id={alikeId}
              sx={{
                display: showAlike ? 'block' : 'none',
                mt: 1,
                '@media print': { display: 'block' },
              }}
            >
              <CompareTable
                caption={`${names}: the same for both`}
                groups={alike}
                top={top}
                runnerUp={runnerUp}
              />
            </Box>
          </>
        )}
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
