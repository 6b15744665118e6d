import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { BRAND } from '../../../theme';

const SURVEY_TOPICS = [
  'Vehicle application',
  'Maximum gross combined weight',
  'Terrain and road types',
  'Low-speed maneuvers',
  'Cruise and maximum road speed',
  'PTO needs',
  'Engine make, horsepower and torque',
  'What matters most to you',
] as const;

export function LandingHero() {
  return (
    <Box
      sx={{
        color: '#ffffff',
        background: `linear-gradient(135deg, ${BRAND.navyDark} 0%, ${BRAND.navy} 60%, #14518a 100%)`,
      }}
    >
      <Container maxWidth="lg" sx={{ py: 9 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: '3fr 2fr', gap: 8, alignItems: 'center' }}>
          <Box>
            <Typography
              variant="overline"
              sx={{ color: BRAND.amber, fontWeight: 700, letterSpacing: '0.12em' }}
            >
              Automated transmission selection
            </Typography>
            <Typography variant="h1" sx={{ fontSize: '2.75rem', mt: 1, mb: 2.5 }}>
              Find the right automated transmission for your truck
            </Typography>
            <Typography sx={{ fontSize: '1.1875rem', color: '#d6e0ea', maxWidth: 560 }}>
              Answer a few questions about the truck and the duty it does, and get a recommended
              transmission, with a runner-up, in a few minutes.
            </Typography>
            <Stack direction="row" spacing={2} sx={{ mt: 4 }}>
              <Button
                variant="contained"
                size="large"
                component={RouterLink}
                to="/survey"
                sx={{
                  px: 4,
                  bgcolor: BRAND.amber,
                  color: BRAND.navyDark,
                  '&:hover': { bgcolor: '#f5b461' },
                }}
              >
                Create Spec
              </Button>
              <Button
                variant="outlined"
                size="large"
                component={RouterLink}
                to="/help"
                sx={{ color: '#ffffff', borderColor: 'rgba(255,255,255,0.6)' }}
              >
                How the survey works
              </Button>
            </Stack>
          </Box>
          <Paper sx={{ p: 3.5, color: 'text.primary' }}>
            <Typography component="h2" variant="h4" sx={{ mb: 1.5 }}>
              What the survey asks about
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {SURVEY_TOPICS.map((topic) => (
                <Stack component="li" key={topic} direction="row" spacing={1.25}>
                  <CheckCircleOutlineIcon
                    aria-hidden="true"
                    sx={{ color: 'primary.main', fontSize: 20, mt: '3px' }}
                  />
                  <Typography variant="body1">{topic}</Typography>
                </Stack>
              ))}
            </Stack>
          </Paper>
        </Box>
      </Container>
    </Box>
  );
}
