import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MESSAGES, TransmissionIdParamSchema } from '@transmission-spec/domain';
import { Link as RouterLink, useParams } from 'react-router';

import { DocumentTitle } from '../../../components/document-title';
import { useTransmission } from '../api/transmission-api';
import { TransmissionForm } from './transmission-form';

/** Loads the family named in the address, then shows it in the form. */
export function EditTransmission() {
  const { id } = useParams();
  const parsed = TransmissionIdParamSchema.safeParse(id);
  const familyId = parsed.success ? parsed.data : null;
  const family = useTransmission(familyId);

  if (familyId !== null && family.isSuccess) {
    return <TransmissionForm key={familyId} family={family.data} />;
  }
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <DocumentTitle title="Edit Transmission" />
      <Button component={RouterLink} to="/transmission-data" startIcon={<ArrowBackIcon />}>
        Back
      </Button>
      <Typography variant="h1" sx={{ my: 3 }}>
        Edit Transmission
      </Typography>
      {familyId === null || family.isError ? (
        <Alert severity="error">{MESSAGES.editLoadFailed}</Alert>
      ) : (
        <CircularProgress aria-label="Loading the transmission" />
      )}
    </Container>
  );
}
