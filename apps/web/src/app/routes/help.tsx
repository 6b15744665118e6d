import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { DocumentTitle } from '../../components/document-title';
import { ApplicationHelp } from '../../features/help/components/application-help';
import {
  GradeHelp,
  ManeuversHelp,
  RoadTypesHelp,
  WeightHelp,
} from '../../features/help/components/duty-help';
import { EngineHelp } from '../../features/help/components/engine-help';
import { GoalsHelp } from '../../features/help/components/goals-help';
import { HelpContents } from '../../features/help/components/help-contents';
import { ResultHelp } from '../../features/help/components/result-help';
import { DisclaimerHelp, PtoHelp, SpeedsHelp } from '../../features/help/components/vehicle-help';
import { useHashScroll } from '../../features/help/use-hash-scroll';
import { useUnits } from '../../lib/units/units-context';

export function HelpPage() {
  const { units } = useUnits();
  useHashScroll();

  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <DocumentTitle title="Help" />
      <Typography variant="h1" gutterBottom>
        Help
      </Typography>
      <Typography
        variant="body1"
        sx={{ color: 'text.secondary', fontSize: '1.125rem', mb: 4, maxWidth: 760 }}
      >
        What each survey question means and how to answer it, and how to read the result. Quantities
        are shown in {units} units; switch units in the header at any time.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '256px minmax(0, 1fr)', gap: 6 }}>
        <Box>
          <HelpContents />
        </Box>
        <Stack spacing={3}>
          <DisclaimerHelp />
          <ApplicationHelp units={units} />
          <WeightHelp units={units} />
          <GradeHelp />
          <RoadTypesHelp />
          <ManeuversHelp />
          <SpeedsHelp units={units} />
          <PtoHelp />
          <EngineHelp units={units} />
          <GoalsHelp />
          <ResultHelp units={units} />
        </Stack>
      </Box>
    </Container>
  );
}
