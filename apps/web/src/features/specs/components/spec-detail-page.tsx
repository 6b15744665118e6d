import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, SPEC_TITLE_MAX_LENGTH, canSaveSpec } from '@transmission-spec/domain';
import type { SavedSpecDetail, SavedSpecResult, SurveyAnswers } from '@transmission-spec/domain';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DocumentTitle } from '../../../components/document-title';
import { useNotify } from '../../../components/notifications';
import { ApiRequestError } from '../../../lib/api-client';
import { usePublicConfig } from '../../../lib/public-config';
import { readYearlyFuelInputs } from '../../../lib/duty-cycle/yearly-fuel-choice';
import { useSpecPdf } from '../../../lib/pdf/use-spec-pdf';
import { readTireChoice } from '../../../lib/tire-choice';
import { PortfolioButton } from '../../../components/result/portfolio-button';
import { RecommendationDetails } from '../../../components/result/recommendation-details';
import { SurveyResponses } from '../../../components/result/survey-responses';
import { TransmissionCard } from '../../../components/result/transmission-card';
import { useUnits } from '../../../lib/units/units-context';
import { useLeaveWarning } from '../../../lib/use-leave-warning';
import { useSpec, useUpdateSpec } from '../api/specs-api';
import { readSpecContent } from '../spec-content';
import { ShareSpec } from './share-spec';
import { SpecFields } from './spec-fields';
import { useWarmDutyCycle } from '../../../lib/duty-cycle/use-duty-cycle-estimate';
import { SpecPageSkeleton } from './spec-page-skeleton';

interface LoadedSpec {
  readonly detail: SavedSpecDetail;
  readonly result: SavedSpecResult;
  readonly answers: SurveyAnswers;
}

/** The stored JSON texts, read back; null when either no longer parses. */
function readSpec(detail: SavedSpecDetail): LoadedSpec | null {
  const content = readSpecContent(detail);
  return content === null ? null : { detail, ...content };
}

function SpecEditor({ spec }: { readonly spec: LoadedSpec }) {
  const { detail, result, answers } = spec;
  const navigate = useNavigate();
  const config = usePublicConfig();
  const { units } = useUnits();
  const pdf = useSpecPdf();
  const update = useUpdateSpec(detail.id);
  const [saved, setSaved] = useState({ title: detail.title, notes: detail.notes });
  const [title, setTitle] = useState(detail.title);
  const [notes, setNotes] = useState(detail.notes);
  const [failure, setFailure] = useState<string | null>(null);
  const notify = useNotify();
  // Unsaved edits: what a Save would store differs from what is stored (as canSaveSpec compares).
  const dirty = title.trim() !== saved.title || notes !== saved.notes;
  // SPEC 4's leave warning, as the admin form gives it: in-app navigation (Cancel, My Specs, any
  // header link) asks first; a reload or closed tab gets the browser's own question.
  const blocker = useLeaveWarning(dirty, () => update.isPending);
  const canSave =
    canSaveSpec({
      title,
      notes,
      originalTitle: saved.title,
      originalNotes: saved.notes,
      saving: update.isPending,
    }) && title.trim().length <= SPEC_TITLE_MAX_LENGTH;

  const save = () => {
    setFailure(null);
    update.mutate(
      { title, notes },
      {
        onSuccess: () => {
          // The field shows what was stored: the server keeps the trimmed title.
          setTitle(title.trim());
          setSaved({ title: title.trim(), notes });
          notify(MESSAGES.specSaved);
        },
        onError: (error) => {
          // Past the storage quota the user can act (shorter notes); anything else is SPEC's text.
          const full = error instanceof ApiRequestError && error.code === 'SPEC_STORAGE_FULL';
          setFailure(full ? MESSAGES.specStorageFull : MESSAGES.specSaveFailed);
        },
      },
    );
  };

  const downloadPdf = () =>
    void pdf.download({
      title: title.trim() === '' ? saved.title : title.trim(),
      notes,
      topChoice: result.topChoice,
      runnerUp: result.runnerUp,
      answers,
      units,
      // The tire the page's engineering check shows, read when the button is pressed.
      tire: readTireChoice(),
      yearlyFuel: readYearlyFuelInputs(answers.application),
      surveyDate: new Date(detail.createdAtUTC),
      printDate: new Date(),
      customerServicePhone: config.customerServicePhone,
    });

  return (
    <Stack spacing={4}>
      <DocumentTitle title={saved.title} />
      <Typography variant="h1">{saved.title}</Typography>
      {failure !== null && <Alert severity="error">{failure}</Alert>}
      <SpecFields
        title={title}
        initialNotes={detail.notes}
        notes={notes}
        onTitleChange={setTitle}
        onNotesChange={setNotes}
      />
      {result.topChoice === null ? (
        <Alert severity="info" variant="outlined">
          {MESSAGES.noTransmissionContact}
        </Alert>
      ) : (
        <TransmissionCard kind="Top match" transmission={result.topChoice} featured />
      )}
      {result.runnerUp !== null && (
        <Accordion variant="outlined" disableGutters slotProps={{ heading: { component: 'h2' } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 3 }}>
            <Typography variant="h3" component="span">
              Runner Up
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: 3, pb: 3 }}>
            <TransmissionCard kind="Runner-up" transmission={result.runnerUp} />
          </AccordionDetails>
        </Accordion>
      )}
      <RecommendationDetails
        topChoice={result.topChoice}
        runnerUp={result.runnerUp}
        answers={answers}
      />
      <SurveyResponses answers={answers} />
      <Stack direction="row" spacing={2}>
        <Button variant="contained" size="large" disabled={!canSave} onClick={save}>
          Save
        </Button>
        <Button variant="outlined" size="large" disabled={pdf.busy} onClick={downloadPdf}>
          Download PDF
        </Button>
        <PortfolioButton portfolioUrl={config.portfolioUrl} variant="outlined" />
        <Button variant="text" size="large" onClick={() => void navigate('/spec')}>
          Cancel
        </Button>
      </Stack>
      <ShareSpec specId={detail.id} />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Unsaved changes"
        message={MESSAGES.leaveUnsaved}
        cancelLabel="Stay on this page"
        confirmLabel="Leave"
        onCancel={() => {
          blocker.reset?.();
        }}
        onConfirm={() => {
          blocker.proceed?.();
        }}
      />
    </Stack>
  );
}

/** /spec/{id}: one saved spec, editable. A spec that cannot be read goes to /error. */
export function SpecDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useSpec(id);
  // The spec's fuel and trip-time worker starts and warms while the spec loads (decision 097).
  useWarmDutyCycle();
  const spec = useMemo(() => (query.data ? readSpec(query.data) : null), [query.data]);
  const unreadable = query.isError || (query.isSuccess && spec === null);

  useEffect(() => {
    if (unreadable) void navigate('/error', { replace: true });
  }, [unreadable, navigate]);

  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      {spec === null ? (
        <SpecPageSkeleton variant="saved" label="Loading the spec" />
      ) : (
        // A different spec starts a fresh editor.
        <SpecEditor key={spec.detail.id} spec={spec} />
      )}
    </Container>
  );
}
