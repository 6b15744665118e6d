import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, SPEC_TITLE_MAX_LENGTH, canSaveSpec } from '@transmission-spec/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import type { SaveSpecSlotProps } from '../../../components/result/save-spec-slot';
import { ApiRequestError } from '../../../lib/api-client';
import { useCreateSpec } from '../api/specs-api';
import { SpecFields } from './spec-fields';

/**
 * SPEC 2 editingForSave: name the result, write notes, save. Success opens the saved spec; a
 * failure says so and keeps everything typed. The survey's result screen shows it through its
 * renderSaveSpec slot (composed in app/routes/survey.tsx). It opens near the top of the result,
 * far from the Save Spec button that opened it, so it brings itself into view with the focus in
 * Spec Name; Cancel or Escape go back to the result (which focuses Save Spec again).
 */
export function SaveSpecForm({
  result,
  onDownloadPdf,
  pdfBusy,
  onBack,
  title,
  notes,
  onTitleChange,
  onNotesChange,
}: SaveSpecSlotProps) {
  const navigate = useNavigate();
  const creation = useCreateSpec();
  /** The message of the last failed save; null while none failed. */
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    formRef.current?.scrollIntoView({ block: 'start' });
    titleRef.current?.focus({ preventScroll: true });
  }, []);
  // The message sits above the fields, out of sight when the user scrolled down to Save: bring it
  // into view and give it focus, so a keyboard or screen-reader user is where the news is.
  useEffect(() => {
    const alert = failureRef.current;
    if (failure === null || alert === null) return;
    alert.scrollIntoView({ block: 'center' });
    alert.focus({ preventScroll: true });
  }, [failure]);
  const canSave =
    canSaveSpec({
      title,
      notes,
      originalTitle: '',
      originalNotes: '',
      saving: creation.isPending,
    }) && title.trim().length <= SPEC_TITLE_MAX_LENGTH;

  const save = () => {
    setFailure(null);
    creation.mutate(
      { title, notes, answers: result.answers, response: result.response },
      {
        onSuccess: ({ id }) => void navigate(`/spec/${encodeURIComponent(id)}`),
        onError: (error) => {
          // The spec and storage limits are something the user can act on; any other failure is
          // SPEC's message.
          const code = error instanceof ApiRequestError ? error.code : undefined;
          setFailure(
            code === 'SPEC_LIMIT_REACHED'
              ? MESSAGES.specLimitReached
              : code === 'SPEC_STORAGE_FULL'
                ? MESSAGES.specStorageFull
                : MESSAGES.specSaveFailed,
          );
        },
      },
    );
  };

  return (
    <Paper
      ref={formRef}
      component="form"
      variant="outlined"
      aria-labelledby="save-spec-heading"
      // A little room above it when it scrolls itself into view.
      sx={{ p: 3, scrollMarginTop: 24 }}
      onKeyDown={(event) => {
        // Not when a control inside (the editor's link field, a menu) used Escape for itself.
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          onBack();
        }
      }}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) save();
      }}
    >
      <Stack spacing={3}>
        <Typography id="save-spec-heading" variant="h2">
          Save Transmission Spec
        </Typography>
        {failure !== null && (
          <Alert ref={failureRef} severity="error" tabIndex={-1}>
            {failure}
          </Alert>
        )}
        <SpecFields
          title={title}
          initialNotes={notes}
          notes={notes}
          onTitleChange={onTitleChange}
          onNotesChange={onNotesChange}
          titleRef={titleRef}
        />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" size="large" disabled={!canSave}>
            {creation.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button variant="outlined" size="large" disabled={pdfBusy} onClick={onDownloadPdf}>
            Download PDF
          </Button>
          <Button variant="text" size="large" onClick={onBack}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
