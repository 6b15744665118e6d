import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RESULT_DETAIL_LABELS,
  engineeringRows,
  familyModelTitle,
  noGearRatiosText,
  tireChoiceText,
  type SurveyAnswers,
  type TransmissionResult,
} from '@transmission-spec/domain';
import { engineeringCheck } from '@transmission-spec/engine';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';

import { useTireChoice } from '../../../lib/tire-choice';
import { useUnits } from '../../../lib/units/units-context';
import { EngineeringFormulas } from './engineering-formulas';
import { EngineeringTable } from './engineering-table';
import { TireSizeControl } from './tire-size-control';

/** Where Help explains the result, the check and Compare (issue 25). */
export const CHECK_HELP_PATH = '/help#ResultCheck';

/**
 * The engineering check beside the recommendation (issue 14): the recommended model's figures at
 * the low, middle and high axle ratio for a tire the visitor picks, worked out in the browser
 * with the engine's own functions, so a new tire shows new figures without a round trip. The
 * runner-up gets its own check too (issue 25), on the same tire: only the top choice's section
 * offers the tire field, so one choice drives both.
 */
export function EngineeringCheckSection({
  transmission,
  answers,
  rank = 'top',
}: {
  readonly transmission: TransmissionResult;
  readonly answers: SurveyAnswers;
  readonly rank?: 'top' | 'runnerUp';
}) {
  const headingId = useId();
  const { units } = useUnits();
  const { tire, setTire } = useTireChoice();
  const { details } = transmission;
  const check = useMemo(
    () => (details === undefined ? null : engineeringCheck({ answers, details }, tire.revsPerMile)),
    [answers, details, tire.revsPerMile],
  );
  if (check === null) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2.5}>
        <div>
          <Typography id={headingId} variant="h2" component="h2">
            {rank === 'top'
              ? `${RESULT_DETAIL_LABELS.engineeringCheck}: ${transmission.name}`
              : `${RESULT_DETAIL_LABELS.engineeringCheck}, ${RESULT_DETAIL_LABELS.runnerUpCheck.toLowerCase()}: ${transmission.name}`}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {`Model ${transmission.modelName}, at the low, middle and high end of the ${transmission.axleRatio} axle ratio range${rank === 'top' ? '' : ', on the tire chosen above'}.`}
          </Typography>
          {rank === 'top' && (
            <Link component={RouterLink} to={CHECK_HELP_PATH} variant="body2">
              {RESULT_DETAIL_LABELS.checkHelp}
            </Link>
          )}
        </div>
        {check.kind === 'noGearRatios' ? (
          <Typography variant="body1">{noGearRatiosText(transmission.name)}</Typography>
        ) : (
          <>
            {rank === 'top' && <TireSizeControl tire={tire} onChange={setTire} units={units} />}
            <EngineeringTable
              check={check}
              caption={`${familyModelTitle(transmission.name, transmission.modelName)}, ${tireChoiceText(tire, units)}`}
              units={units}
            />
            <EngineeringFormulas
              assumptions={check.assumptions}
              rows={engineeringRows(check.points)}
              units={units}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
