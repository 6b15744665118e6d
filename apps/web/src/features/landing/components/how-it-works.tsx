import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PERFORMANCE_GOALS, PERFORMANCE_GOAL_LABELS } from '@transmission-spec/domain';

import { BRAND } from '../../../theme';

const goals = PERFORMANCE_GOALS.map((goal) => PERFORMANCE_GOAL_LABELS[goal].toLowerCase());

const STEPS = [
  {
    title: 'Describe the truck',
    text: 'Answer a short survey about its duty: application, weight, terrain, roads, speeds, PTO needs and engine.',
  },
  {
    title: 'Rank what matters most',
    text: `Put ${goals.slice(0, -1).join(', ')} and ${goals.at(-1) ?? ''} in order of importance.`,
  },
  {
    title: 'Get your recommendation',
    text: 'See the top match and a runner-up, with a link to learn more about each transmission.',
  },
] as const;

export function HowItWorks() {
  return (
    <Box component="section" aria-labelledby="how-it-works-title">
      <Typography id="how-it-works-title" variant="h2" sx={{ mb: 3 }}>
        How it works
      </Typography>
      <Box
        component="ol"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 3, m: 0, p: 0 }}
      >
        {STEPS.map((step, index) => (
          <Paper
            component="li"
            variant="outlined"
            key={step.title}
            sx={{ p: 3.5, listStyle: 'none' }}
          >
            <Box
              aria-hidden="true"
              sx={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: BRAND.navy,
                color: '#ffffff',
                fontWeight: 700,
                boxShadow: `0 0 0 4px ${BRAND.amber}40`,
                mb: 2,
              }}
            >
              {index + 1}
            </Box>
            <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
              {step.title}
            </Typography>
            <Typography variant="body1" sx={{ color: 'text.secondary' }}>
              {step.text}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
