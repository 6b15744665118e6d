import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';

import { BRAND } from '../../../theme';
import { HELP_TOPICS } from '../help-topics';

/** "On this page" links; the topic in the address is marked as the current location. */
export function HelpContents() {
  const { hash } = useLocation();
  return (
    <Box component="nav" aria-labelledby="help-contents-title" sx={{ position: 'sticky', top: 24 }}>
      <Typography
        id="help-contents-title"
        component="h2"
        variant="overline"
        sx={{ fontWeight: 700, color: 'text.secondary' }}
      >
        On this page
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {HELP_TOPICS.map((topic) => {
          const current = hash === `#${topic.id}`;
          return (
            <li key={topic.id}>
              <Link
                component={RouterLink}
                to={`#${topic.id}`}
                aria-current={current ? 'location' : undefined}
                underline="none"
                sx={{
                  display: 'block',
                  py: 0.75,
                  pl: 1.5,
                  borderLeft: 3,
                  borderColor: current ? BRAND.amber : 'divider',
                  color: current ? 'primary.main' : 'text.primary',
                  fontWeight: current ? 700 : 500,
                  '&:hover': { color: 'primary.main', borderColor: 'primary.light' },
                }}
              >
                {topic.title}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
