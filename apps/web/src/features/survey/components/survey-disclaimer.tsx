import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { BRAND } from '../../../theme';
import { SURVEY_TITLE } from '../survey-text';
import { HelpLink } from './question-block';

/** SPEC 2: the survey opens with a disclaimer the visitor accepts or leaves. */
export function SurveyDisclaimer({
  onAccept,
  onCancel,
}: {
  readonly onAccept: () => void;
  readonly onCancel: () => void;
}) {
  const headingId = useId();
  return (
    <Stack spacing={4}>
      <Typography variant="h1">{SURVEY_TITLE}</Typography>
      <Paper
        component="section"
        aria-labelledby={headingId}
        variant="outlined"
        sx={{ p: 5, boxShadow: `inset 6px 0 0 ${BRAND.amber}` }}
      >
        <Stack direction="row" spacing={3}>
          <Box
            aria-hidden="true"
            sx={{
              width: 56,
              height: 56,
              flexShrink: 0,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: '#e3ebf3',
              color: BRAND.navy,
            }}
          >
            <GavelOutlinedIcon />
          </Box>
          <Box sx={{ maxWidth: 760 }}>
            <Typography id={headingId} variant="h2" gutterBottom>
              Before you start
            </Typography>
            <Typography variant="body1" sx={{ mb: 1.5 }}>
              Transmission Spec recommends a transmission from the answers you give about the
              vehicle and its duty. The survey takes about five minutes and asks about the
              vehicle&rsquo;s application, weight, terrain, roads, speeds, PTO needs, engine and
              goals.
            </Typography>
            <Typography variant="body1" sx={{ mb: 1.5 }}>
              The recommendation is guidance only. It does not guarantee that a transmission suits a
              particular vehicle and does not replace a full specification review.
            </Typography>
            <Typography variant="body1" sx={{ fontWeight: 600, mb: 2 }}>
              Before ordering, confirm the specification with your representative of the provider.
            </Typography>
            <HelpLink anchor="Disclaimer" topic="Disclaimer" />
          </Box>
        </Stack>
      </Paper>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" size="large" onClick={onAccept}>
          Got it! Create spec
        </Button>
        <Button variant="text" size="large" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
