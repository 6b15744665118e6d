import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@transmission-spec/domain';
import { Link as RouterLink } from 'react-router';

import { AdminTabs } from '../../../components/admin-tabs';
import { DocumentTitle } from '../../../components/document-title';
import { ADD_PATH } from '../admin-paths';
import { useTransmissions } from '../api/transmission-api';
import { CatalogueTable } from './catalogue-table';
import { UserExportButton } from './user-export-button';

function EmptyCatalogue() {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h5" component="p" gutterBottom>
        {MESSAGES.noTransmissionsFound}
      </Typography>
      <Button variant="contained" component={RouterLink} to={ADD_PATH}>
        Add New Transmission
      </Button>
    </Box>
  );
}

/** SPEC 2: /transmission-data, the catalogue of transmission families for administrators. */
export function TransmissionList() {
  const list = useTransmissions();
  // SPEC 8: a list that cannot load shows the 'Oops!' error page (the route's error element).
  if (list.isError) throw list.error;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <DocumentTitle title="Transmission Data" />
      <AdminTabs />
      <Stack direction="row" sx={{ mb: 3, alignItems: 'center', gap: 1 }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          Transmission Data
        </Typography>
        <Tooltip title="Add transmission">
          <IconButton component={RouterLink} to={ADD_PATH} aria-label="Add transmission">
            <AddCircleOutlineIcon fontSize="large" />
          </IconButton>
        </Tooltip>
        <UserExportButton />
      </Stack>
      {list.isPending ? (
        <CircularProgress aria-label="Loading transmissions" />
      ) : list.data.length === 0 ? (
        <EmptyCatalogue />
      ) : (
        <CatalogueTable families={list.data} />
      )}
    </Container>
  );
}
