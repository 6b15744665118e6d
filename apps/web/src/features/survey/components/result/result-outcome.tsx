import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MESSAGES, noTransmissionText } from '@transmission-spec/domain';
import type { SurveyAnswers, SurveyResponse } from '@transmission-spec/domain';

import { FindRepresentativeLink } from './contact-representative';
import { RecommendationDetails } from '../../../../components/result/recommendation-details';
import { TransmissionCard } from '../../../../components/result/transmission-card';
import { useUnits } from '../../../../lib/units/units-context';

/** The recommendation itself, for each of SPEC's three result kinds. */
export function ResultOutcome({
  response,
  answers,
  findRepresentativeUrl,
  detailsShown,
}: {
  readonly response: SurveyResponse;
  readonly answers: SurveyAnswers;
  readonly findRepresentativeUrl: string;
  /** How many parts under the cards to show so far (RecommendationDetails' DETAIL_PARTS). */
  readonly detailsShown?: number;
}) {
  const { units } = useUnits();
  switch (response.type) {
    case 'Transmission':
      return (
        <>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              gap: 3,
            }}
          >
            {response.topChoice !== null && (
              <TransmissionCard kind="Top match" transmission={response.topChoice} featured />
            )}
            {response.runnerUp === null ? (
              <Box sx={{ p: 3, color: 'text.secondary', alignSelf: 'center' }}>
                <Typography variant="body1">
                  Only one transmission in the portfolio fits your answers, so there is no
                  runner-up.
                </Typography>
              </Box>
            ) : (
              <TransmissionCard kind="Runner-up" transmission={response.runnerUp} />
            )}
          </Box>
          <RecommendationDetails
            topChoice={response.topChoice}
            runnerUp={response.runnerUp}
            answers={answers}
            shown={detailsShown}
          />
        </>
      );
    case 'NoTransmission':
      return (
        <Alert severity="info" variant="outlined" sx={{ typography: 'body1', bgcolor: '#ffffff' }}>
          <AlertTitle sx={{ fontWeight: 700 }}>No transmission fits these answers</AlertTitle>
          <Typography variant="body1" sx={{ mb: 1 }}>
            {/* The server's message is Imperial; its reason lets the sentence follow the unit
                switcher (decision 045). A response without one is shown as sent. */}
            {response.reason === null
              ? response.message
              : noTransmissionText(response.reason, units)}
          </Typography>
          <Typography variant="body1" sx={{ mb: 1.5 }}>
            {MESSAGES.noTransmissionContact}
          </Typography>
          <FindRepresentativeLink href={findRepresentativeUrl} />
        </Alert>
      );
    case 'Error':
      return (
        <Alert severity="error" variant="outlined" sx={{ bgcolor: '#ffffff' }}>
          <AlertTitle sx={{ fontWeight: 700 }}>The recommendation could not be made</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1 }}>
            The server answered with an error. Its data is shown below for your representative or
            our support team.
          </Typography>
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 2,
              bgcolor: '#f4f6f9',
              borderRadius: 1,
              overflowX: 'auto',
              fontSize: '0.8125rem',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
            }}
          >
            {JSON.stringify(response, null, 2)}
          </Box>
        </Alert>
      );
  }
}
