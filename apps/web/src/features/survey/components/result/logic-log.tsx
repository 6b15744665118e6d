import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_LABELS,
  CHECK_LABELS,
  ENGINE_MAKE_LABELS,
  GEARING_TIER_LABELS,
  LogicLogSchema,
  MANEUVER_LABELS,
  PERFORMANCE_GOAL_LABELS,
  PTO_LABELS,
  ROAD_TYPE_LABELS,
  SUPPORT_LEVEL_LABELS,
  TERRAIN_LABELS,
} from '@transmission-spec/domain';
import type { CheckEntry, FamilyDebug, LogicLog } from '@transmission-spec/domain';
import { useId } from 'react';

export const LOGIC_LOG_TITLE = 'Transmission Logic Log';

/** Survey answers in the words the survey showed them. */
const ANSWER_LABELS: Readonly<Record<string, string>> = {
  ...APPLICATION_LABELS,
  ...TERRAIN_LABELS,
  ...ROAD_TYPE_LABELS,
  ...MANEUVER_LABELS,
  ...PTO_LABELS,
  ...ENGINE_MAKE_LABELS,
};

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A table's header row of column names. */
function ColumnHeads({ columns }: { readonly columns: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column} component="th" scope="col">
            {column}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

function answerText(entry: CheckEntry): string {
  if (entry.kind === 'limit') return `${number.format(entry.value)} ${entry.unit}`;
  if (entry.value.length === 0) return 'None';
  return entry.value.map((value) => ANSWER_LABELS[value] ?? value).join(', ');
}

function limitText(entry: CheckEntry): string {
  if (entry.kind === 'limit') {
    const limit = entry.limit === null ? 'No limit' : `${number.format(entry.limit)} ${entry.unit}`;
    return entry.note === undefined ? limit : `${limit} (${entry.note})`;
  }
  if (entry.limit.length === 0) return 'Nothing to check';
  return entry.limit
    .map((level, index) => {
      const answer = entry.value[index];
      const label = SUPPORT_LEVEL_LABELS[level];
      return answer === undefined ? label : `${ANSWER_LABELS[answer] ?? answer}: ${label}`;
    })
    .join(', ');
}

function FamilyChecks({ family }: { readonly family: FamilyDebug }) {
  const headingId = useId();
  const outcome =
    family.position !== null
      ? `Position ${String(family.position)}`
      : family.status === 'eligible'
        ? 'Eligible'
        : family.status === 'ineligible'
          ? `Not eligible (${String(family.failedChecks)} failed ${family.failedChecks === 1 ? 'check' : 'checks'})`
          : `Not offered (${family.status})`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h4">
        {family.name} — {outcome}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Rank {family.rank === null ? 'none' : String(family.rank)} · Goal score{' '}
        {number.format(family.goalScore)} · Fit score {number.format(family.fitScore)} · Total{' '}
        {number.format(family.total)} · Model {family.modelName ?? 'none'} · Axle ratio{' '}
        {family.axleRatio}
      </Typography>
      <Table size="small" aria-label={`Checks of ${family.name}`}>
        <ColumnHeads columns={['Check', 'Answer', 'Family limit', 'Result']} />
        <TableBody>
          {family.checks.map((entry) => (
            <TableRow key={entry.check}>
              <TableCell component="th" scope="row">
                {CHECK_LABELS[entry.check]}
              </TableCell>
              <TableCell>{answerText(entry)}</TableCell>
              <TableCell>{limitText(entry)}</TableCell>
              <TableCell
                sx={{ fontWeight: 600, color: entry.passed ? 'success.dark' : 'error.main' }}
              >
                {entry.passed ? 'Pass' : 'Fail'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <GoalContributions family={family} />
      {family.gearing != null && <GearingTier name={family.name} gearing={family.gearing} />}
    </Box>
  );
}

/**
 * The family's gearing tier (RECOMMENDATION.md section 2) and the figures it came from: top-gear
 * gradeability at cruise and startability at the low, middle and high end of its axle range.
 */
function GearingTier({
  name,
  gearing,
}: {
  readonly name: string;
  readonly gearing: NonNullable<FamilyDebug['gearing']>;
}) {
  const { cruiseRoad, startRoad, steepestGrade } = gearing;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2">
        Gearing tier: <strong>{GEARING_TIER_LABELS[gearing.tier]}</strong>
        {gearing.topGear !== null &&
          ` · ${number.format(gearing.revsPerMile)} rev/mi · top gear ${number.format(gearing.topGear)}, lowest ${number.format(gearing.lowestGear ?? 0)}`}
        {cruiseRoad !== null &&
          ` · cruise on ${ROAD_TYPE_LABELS[cruiseRoad.roadType]} (${number.format(cruiseRoad.rollingResistance)}%)`}
        {startRoad !== null &&
          steepestGrade !== null &&
          ` · start on ${ROAD_TYPE_LABELS[startRoad.roadType]} (${number.format(startRoad.rollingResistance)}%), steepest grade ${number.format(steepestGrade.percent)}%`}
      </Typography>
      {gearing.points.length > 0 && (
        <Table size="small" sx={{ mt: 1, captionSide: 'top' }}>
          <caption>Gearing of {name} at each axle ratio</caption>
          <ColumnHeads
            columns={['Axle ratio', 'Top-gear gradeability', 'Startability', 'Result']}
          />
          <TableBody>
            {gearing.points.map((point) => (
              <TableRow key={point.axleRatio}>
                <TableCell component="th" scope="row">
                  {point.axleRatio.toFixed(2)}
                </TableCell>
                <TableCell>{number.format(point.gradeability)}%</TableCell>
                <TableCell>{number.format(point.startability)}%</TableCell>
                <TableCell
                  sx={{ fontWeight: 600, color: point.passes ? 'success.dark' : 'error.main' }}
                >
                  {point.passes ? 'Pass' : 'Fail'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/**
 * What each goal added to the family's goal score, the user's most important goal first, so an
 * administrator sees what drove the order.
 */
function GoalContributions({ family }: { readonly family: FamilyDebug }) {
  return (
    // The caption goes above the table, as a title: MUI puts captions below by default.
    <Table size="small" sx={{ mt: 2, captionSide: 'top' }}>
      <caption>Goal score of {family.name}, goal by goal</caption>
      <ColumnHeads columns={['Goal', 'User’s rank', 'Weight', 'Family points', 'Contribution']} />
      <TableBody>
        {family.goalContributions.map((entry) => (
          <TableRow key={entry.goal}>
            <TableCell component="th" scope="row">
              {PERFORMANCE_GOAL_LABELS[entry.goal]}
            </TableCell>
            <TableCell>{entry.rank}</TableCell>
            <TableCell>{entry.weight}</TableCell>
            <TableCell>{entry.points}</TableCell>
            <TableCell>{number.format(entry.contribution)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function FinalOrder({ log }: { readonly log: LogicLog }) {
  const ranked = log.families
    .filter((family) => family.position !== null)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  if (ranked.length === 0) {
    return <Typography>No family passed every check.</Typography>;
  }
  return (
    <Table size="small" aria-label="Final order">
      <ColumnHeads columns={['Position', 'Family', 'Goal score', 'Fit score', 'Total', 'Rank']} />
      <TableBody>
        {ranked.map((family) => (
          <TableRow key={family.id}>
            <TableCell>{family.position}</TableCell>
            <TableCell component="th" scope="row">
              {family.name}
            </TableCell>
            <TableCell>{number.format(family.goalScore)}</TableCell>
            <TableCell>{number.format(family.fitScore)}</TableCell>
            <TableCell>{number.format(family.total)}</TableCell>
            <TableCell>{family.rank ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * SPEC 6: administrators see how the recommendation was reached — the duty class, every family
 * with every check (answer, limit, pass or fail), the scores and the final order. Always in
 * Imperial units, as the engine works in them. Collapsed until opened. The log is read with the
 * domain's schema, the one the engine writes and the server answers by; anything else (a result
 * stored by an older version) shows as raw JSON rather than not at all.
 */
export function TransmissionLogicLog({ debug }: { readonly debug: unknown }) {
  const parsed = LogicLogSchema.safeParse(debug);
  return (
    <Accordion variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="h5" component="h2">
          {LOGIC_LOG_TITLE}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {parsed.success ? (
          <Stack spacing={3}>
            <Typography>
              Duty class: <strong>{parsed.data.dutyClass}</strong>
              {parsed.data.dutyClassReasons.length > 0 &&
                ` (because of ${parsed.data.dutyClassReasons.join('; ')})`}
              . Units: Imperial (HP, mph, lbs, lb-ft).
            </Typography>
            <Box>
              <Typography variant="h6" component="h3" gutterBottom>
                Final order
              </Typography>
              <FinalOrder log={parsed.data} />
            </Box>
            <Typography variant="h6" component="h3">
              Every family
            </Typography>
            {parsed.data.families.map((family) => (
              <FamilyChecks key={family.id} family={family} />
            ))}
          </Stack>
        ) : (
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>
            {JSON.stringify(debug, null, 2)}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
