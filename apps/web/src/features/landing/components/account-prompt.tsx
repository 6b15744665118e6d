import BookmarkAddedOutlinedIcon from '@mui/icons-material/BookmarkAddedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { BRAND } from '../../../theme';

/** Invites signed-out visitors to register, saying what an account adds. */
export function AccountPrompt() {
  return (
    <Paper
      component="section"
      aria-labelledby="account-prompt-title"
      variant="outlined"
      sx={{
        p: 4,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr auto',
        gap: 3,
        alignItems: 'center',
        borderLeft: `6px solid ${BRAND.amber}`,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 56,
          height: 56,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#e3ebf3',
          color: 'primary.main',
        }}
      >
        <BookmarkAddedOutlinedIcon fontSize="large" />
      </Box>
      <Box>
        <Typography id="account-prompt-title" variant="h3" component="h2" sx={{ mb: 0.5 }}>
          Keep your specs with a free account
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          An account lets you save, annotate and print your specs, and come back to them whenever
          you talk to your dealer. Already registered? <Link href="/login">Sign in</Link>.
        </Typography>
      </Box>
      <Button variant="contained" size="large" component={RouterLink} to="/register">
        Create Account
      </Button>
    </Paper>
  );
}
