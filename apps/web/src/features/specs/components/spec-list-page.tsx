import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@transmission-spec/domain';
import { Link as RouterLink } from 'react-router';

import { DocumentTitle } from '../../../components/document-title';
import { PageLoading } from '../../../components/page-loading';
import { useSpecList } from '../api/specs-api';
import { SpecTable } from './spec-table';

/** /spec: every saved spec of the signed-in user. */
export function SpecListPage() {
  const list = useSpecList();
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <DocumentTitle title="My Specs" />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Typography variant="h1">My Specs</Typography>
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to="/survey"
          startIcon={<AddIcon aria-hidden="true" />}
        >
          Create new spec
        </Button>
      </Stack>
      {list.isPending && <PageLoading label="Loading your specs" />}
      {list.isError && <Alert severity="error">{MESSAGES.specListFailed}</Alert>}
      {list.isSuccess &&
        (list.data.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
            <Typography variant="body1" sx={{ mb: 3 }}>
              {MESSAGES.noSpecsYet}
            </Typography>
            <Box>
              <Button variant="contained" component={RouterLink} to="/survey">
                Create your first spec
              </Button>
            </Box>
          </Paper>
        ) : (
          <SpecTable specs={list.data} />
        ))}
    </Container>
  );
}
