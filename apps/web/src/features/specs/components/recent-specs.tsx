import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_SPEC_PAGE_SIZE, MESSAGES, RECENT_SPECS_COUNT } from '@transmission-spec/domain';
import { Link as RouterLink } from 'react-router';

import { PageLoading } from '../../../components/page-loading';
import { useSpecPage } from '../api/specs-api';
import { formatSpecDateTime } from '../../../lib/spec-dates';

/** The list's first page, newest edit first: the same request as My Specs' first view. */
const FIRST_PAGE = {
  page: 1,
  pageSize: DEFAULT_SPEC_PAGE_SIZE,
  sort: 'lastEditedUTC',
  order: 'desc',
} as const;

/** Signed-in home: the three most recently edited specs and the way to the rest. */
export function RecentSpecs() {
  const list = useSpecPage(FIRST_PAGE);
  const recent = (list.data?.items ?? []).slice(0, RECENT_SPECS_COUNT);
  return (
    <Box component="section" aria-labelledby="recent-specs-heading">
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}
      >
        <Typography id="recent-specs-heading" variant="h2">
          My Recent Specs
        </Typography>
        <Link component={RouterLink} to="/spec" sx={{ fontWeight: 600 }}>
          View all specs
        </Link>
      </Stack>
      {list.isPending && <PageLoading label="Loading your specs" />}
      {list.isError && <Alert severity="error">{MESSAGES.specListFailed}</Alert>}
      {list.isSuccess && recent.length === 0 && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body1">{MESSAGES.noSpecsYet}</Typography>
          <Button variant="contained" component={RouterLink} to="/survey">
            Create your first spec
          </Button>
        </Stack>
      )}
      {recent.length > 0 && (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            gap: 3,
          }}
        >
          {recent.map((spec) => (
            <li key={spec.id}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={`/spec/${encodeURIComponent(spec.id)}`}
                  sx={{ height: '100%' }}
                >
                  <CardContent>
                    <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                      {spec.title}
                    </Typography>
                    <Typography variant="body2">{spec.result}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      Last edited {formatSpecDateTime(spec.lastEditedUTC)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
