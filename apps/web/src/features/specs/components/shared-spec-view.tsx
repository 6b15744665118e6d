import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@transmission-spec/domain';
import type { SharedSpec } from '@transmission-spec/domain';

import { DocumentTitle } from '../../../components/document-title';
import { RichText } from '../../../components/rich-text';
import { SurveyResponses } from '../../../components/result/survey-responses';
import {
  DETAIL_PARTS,
  RecommendationDetails,
} from '../../../components/result/recommendation-details';
import { useStagedReveal } from '../../../components/result/staged-reveal';
import { TransmissionCard } from '../../../components/result/transmission-card';
import { readYearlyFuelInputs } from '../../../lib/duty-cycle/yearly-fuel-choice';
import { useSpecPdf } from '../../../lib/pdf/use-spec-pdf';
import { readTireChoice } from '../../../lib/tire-choice';
import { usePublicConfig } from '../../../lib/public-config';
import { formatSpecDate, formatSpecDateTime } from '../../../lib/spec-dates';
import { useUnits } from '../../../lib/units/units-context';
import type { SpecContent } from '../spec-content';
import { PRINT_HIDDEN_CLASS } from './shared-spec-print';

/** True when sanitized notes hold any text (an emptied editor leaves "<p></p>"). */
function hasText(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim() !== '';
}

/**
 * A shared spec, read-only: the result with the same cards the owner sees (so whatever those
 * cards show, the reader sees too), the answers, the notes, and Download PDF and Print. Nothing
 * here names the owner or offers an edit.
 */
export function SharedSpecView({
  spec,
  content,
}: {
  readonly spec: SharedSpec;
  readonly content: SpecContent;
}) {
  const { result, answers } = content;
  const config = usePublicConfig();
  const { units } = useUnits();
  const pdf = useSpecPdf();
  // The title and the cards first, then the parts under them one task at a time, as the survey's
  // result does: rendered at once they were one long task, most of the page's blocking time.
  const stage = useStagedReveal(DETAIL_PARTS + 2);
  const restShown = stage === DETAIL_PARTS + 2;

  const downloadPdf = () =>
    void pdf.download({
      title: spec.title,
      notes: spec.notes,
      topChoice: result.topChoice,
      runnerUp: result.runnerUp,
      answers,
      units,
      // The tire and yearly inputs the page's figures are worked out for, read on the press.
      tire: readTireChoice(),
      yearlyFuel: readYearlyFuelInputs(answers.application),
      surveyDate: new Date(spec.createdAtUTC),
      printDate: new Date(),
      customerServicePhone: config.customerServicePhone,
    });

  return (
    <Stack spacing={4}>
      <DocumentTitle title={spec.title} />
      <Box>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          Shared transmission spec · read-only
        </Typography>
        <Typography variant="h1">{spec.title}</Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          Created {formatSpecDate(spec.createdAtUTC)} · Last edited{' '}
          {formatSpecDateTime(spec.lastEditedUTC)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={2} className={PRINT_HIDDEN_CLASS}>
        <Button
          variant="contained"
          size="large"
          startIcon={<DownloadIcon aria-hidden="true" />}
          disabled={pdf.busy}
          onClick={downloadPdf}
        >
          Download PDF
        </Button>
        <Button
          variant="outlined"
          size="large"
          startIcon={<PrintIcon aria-hidden="true" />}
          onClick={() => {
            window.print();
          }}
        >
          Print
        </Button>
      </Stack>
      {result.topChoice === null ? (
        <Alert severity="info" variant="outlined">
          {MESSAGES.noTransmissionContact}
        </Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: result.runnerUp === null ? '1fr' : 'repeat(2, minmax(0, 1fr))',
            gap: 3,
            '@media print': { gridTemplateColumns: '1fr' },
          }}
        >
          <TransmissionCard kind="Top match" transmission={result.topChoice} featured />
          {result.runnerUp !== null && (
            <TransmissionCard kind="Runner-up" transmission={result.runnerUp} />
          )}
        </Box>
      )}
      {/* The same engineering check and compare view as the result and the spec page (issue 14). */}
      <RecommendationDetails
        topChoice={result.topChoice}
        runnerUp={result.runnerUp}
        answers={answers}
        shown={Math.min(stage - 1, DETAIL_PARTS)}
      />
      {restShown && <SurveyResponses answers={answers} defaultExpanded />}
      {restShown && hasText(spec.notes) && (
        <Paper component="section" variant="outlined" aria-labelledby="shared-notes" sx={{ p: 3 }}>
          <Typography id="shared-notes" variant="h2" sx={{ fontSize: '1.375rem', mb: 1.5 }}>
            Notes
          </Typography>
          <RichText html={spec.notes} />
        </Paper>
      )}
    </Stack>
  );
}
