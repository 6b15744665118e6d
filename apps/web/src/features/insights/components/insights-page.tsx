import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MESSAGES, presetRange, utcDay } from '@transmission-spec/domain';
import { useMemo, useState } from 'react';

import { AdminTabs } from '../../../components/admin-tabs';
import { DocumentTitle } from '../../../components/document-title';
import { useUnits } from '../../../lib/units/units-context';
import { useInsights } from '../api/insights-api';
import { insightsTables } from '../insights-tables';
import { InsightsFigure } from './insights-figure';
import { InsightsRangePicker, type InsightsRange } from './insights-range-picker';

function initialRange(): InsightsRange {
  return presetRange('last30', utcDay(new Date())) ?? { from: '', to: '' };
}

/** /insights (TransmissionAdmin, issue 28): what buyers ask for and what the catalogue answers. */
export function InsightsPage() {
  const [range, setRange] = useState(initialRange);
  const { units } = useUnits();
  const insights = useInsights(range.from, range.to);
  const tables = useMemo(
    () => (insights.data ? insightsTables(insights.data, units) : []),
    [insights.data, units],
  );
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <DocumentTitle title="Insights" />
      <AdminTabs />
      <Typography variant="h1" sx={{ mb: 1 }}>
        Insights
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Completed surveys and what they were recommended, counted by UTC day. Only totals are shown,
        never a single survey: a count under 5 reads &quot;{MESSAGES.insightsFewerThanFive}&quot;.
      </Typography>
      <InsightsRangePicker range={range} onChange={setRange} />
      {insights.isError ? (
        <Alert severity="error">{MESSAGES.insightsLoadFailed}</Alert>
      ) : insights.data ? (
        <>
          <Typography variant="h2" sx={{ mb: 2 }} aria-live="polite">
            {insights.data.surveys.total.toLocaleString('en-US')} surveys from {insights.data.from}{' '}
            to {insights.data.to}
            {insights.isFetching ? ' (updating…)' : ''}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {tables.map((table) => (
              <InsightsFigure
                key={table.id}
                table={table}
                from={insights.data.from}
                to={insights.data.to}
              />
            ))}
          </Box>
        </>
      ) : (
        <CircularProgress aria-label="Loading insights" />
      )}
    </Container>
  );
}
