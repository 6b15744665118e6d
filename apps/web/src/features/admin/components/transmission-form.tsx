import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { limitAtMinimumMessage, limitsAtMinimumTitle, MESSAGES } from '@transmission-spec/domain';
import type { TransmissionFamily } from '@transmission-spec/domain';
import { Link as RouterLink } from 'react-router';

import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DocumentTitle } from '../../../components/document-title';
import { LIST_PATH } from '../admin-paths';
import { FormPreview } from './form-preview';
import { GearRatiosSection } from './gear-ratios-section';
import { GeneralSection } from './general-section';
import { ModelsSection } from './models-section';
import { NumberSections } from './number-sections';
import { useTransmissionForm } from './use-transmission-form';

/**
 * SPEC 2 and 5: the add and edit form of a transmission family. Validation is the domain schema
 * (the server runs the same one); it runs on blur and again on submit.
 */
export function TransmissionForm({
  family,
  onAdded,
}: {
  readonly family: TransmissionFamily | null;
  /** After a successful add: the page starts a fresh form (SPEC 4: the add form clears). */
  readonly onAdded?: () => void;
}) {
  const state = useTransmissionForm(family, onAdded);
  const { form, blocker, limitWarning } = state;
  const { control } = form;
  const title = state.editing ? 'Edit Transmission' : 'Add Transmission';
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <DocumentTitle title={title} />
      <Button component={RouterLink} to={LIST_PATH} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Back
      </Button>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Box component="form" noValidate aria-label={title} onSubmit={state.onSubmit}>
        <Stack spacing={3}>
          <GeneralSection
            control={control}
            resetCount={state.resetCount}
            image={{ ...state.image, current: family?.image ?? null }}
          />
          <FormPreview control={control} />
          <ModelsSection
            control={control}
            revalidate={() => {
              void form.trigger('modelTorques');
            }}
          />
          <GearRatiosSection control={control} />
          <NumberSections control={control} />

          {state.showSummary && <Alert severity="error">{MESSAGES.unresolvedErrors}</Alert>}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" size="large" disabled={state.saving}>
              Save
            </Button>
            <Button component={RouterLink} to={LIST_PATH} size="large">
              Cancel
            </Button>
          </Stack>
        </Stack>
      </Box>
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
      <ConfirmDialog
        open={limitWarning.open}
        title={limitsAtMinimumTitle(limitWarning.limits.length)}
        message={limitWarning.limits.map(limitAtMinimumMessage)}
        cancelLabel="Go back"
        confirmLabel="Save anyway"
        onCancel={limitWarning.goBack}
        onConfirm={limitWarning.saveAnyway}
        onExited={limitWarning.closed}
      />
    </Container>
  );
}
