import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, linehaulTractorAnswers } from '@transmission-spec/domain';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { DocumentTitle } from '../../components/document-title';
import { usePublicConfig } from '../../lib/public-config';
import { useSubmitSurvey } from '../../features/survey/api/submit-survey';
import { ResultOutcome } from '../../features/survey/components/result/result-outcome';
import { SurveyResponses } from '../../components/result/survey-responses';

function DemoStep({
  number,
  heading,
  children,
}: {
  readonly number: number;
  readonly heading: string;
  readonly children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={heading}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        Step {number}
      </Typography>
      <Typography variant="h2" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * /demo (signed in, any role): a guided example. The survey's most common case, a linehaul
 * tractor, goes to the real recommendation service, so the answer is what the survey would give.
 */
export function DemoPage() {
  const [answers] = useState(linehaulTractorAnswers);
  const config = usePublicConfig();
  const recommendation = useSubmitSurvey();

  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <DocumentTitle title="Demo" />
      <Stack spacing={5}>
        <div>
          <Typography variant="h1" gutterBottom>
            See a recommendation in action
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary', fontSize: '1.125rem' }}>
            Follow one example from answers to a recommended transmission, then try it with your own
            truck.
          </Typography>
        </div>

        <DemoStep number={1} heading="The example truck">
          <Typography variant="body1" sx={{ mb: 2 }}>
            A fully loaded linehaul tractor on flat and rolling highways with a Cummins diesel. Its
            owner cares most about fuel economy, then price. Open the answers to see them all.
          </Typography>
          <SurveyResponses answers={answers} />
        </DemoStep>

        <DemoStep number={2} heading="The recommendation">
          {recommendation.isSuccess ? (
            <ResultOutcome
              response={recommendation.data}
              answers={answers}
              findRepresentativeUrl={config.findRepresentativeUrl}
            />
          ) : (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="body1">
                Send these answers to the recommendation service, exactly as the survey does.
              </Typography>
              {recommendation.isError && (
                <Alert severity="error">{MESSAGES.somethingWentWrong}</Alert>
              )}
              <Button
                variant="contained"
                size="large"
                disabled={recommendation.isPending}
                onClick={() => {
                  recommendation.mutate(answers);
                }}
              >
                {recommendation.isPending
                  ? 'Getting the recommendation…'
                  : 'Get the recommendation'}
              </Button>
            </Stack>
          )}
        </DemoStep>

        <DemoStep number={3} heading="Your turn">
          <Typography variant="body1" sx={{ mb: 2 }}>
            Answer the same questions about your own vehicle and its duty. Signed in, you can save
            the result as a spec and download it as a PDF.
          </Typography>
          <Button variant="contained" size="large" component={RouterLink} to="/survey">
            Start your own survey
          </Button>
        </DemoStep>
      </Stack>
    </Container>
  );
}
