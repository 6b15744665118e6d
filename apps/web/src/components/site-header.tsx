import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_ROLES, MESSAGES, hasAnyRole } from '@transmission-spec/domain';
import type { CurrentUser } from '@transmission-spec/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';

import { BRAND } from '../theme';
import { Logo } from './logo';

interface HeaderTab {
  readonly label: string;
  readonly to: string;
  readonly isVisible: (user: CurrentUser) => boolean;
}

/** SPEC section 2, Shell: My Specs for signed-in users, Admin for TransmissionAdmin only. */
export const HEADER_TABS: readonly HeaderTab[] = [
  { label: 'Create Spec', to: '/survey', isVisible: () => true },
  { label: 'My Specs', to: '/spec', isVisible: (user) => user.authenticated },
  {
    label: 'Admin',
    to: '/transmission-data',
    isVisible: (user) => user.authenticated && hasAnyRole(user.privileges, ADMIN_ROLES),
  },
];

const HEADER_HEIGHT = 72;

function HeaderNav({ user }: { readonly user: CurrentUser }) {
  return (
    <Box component="nav" aria-label="Main" sx={{ alignSelf: 'stretch', display: 'flex' }}>
      {HEADER_TABS.filter((tab) => tab.isVisible(user)).map((tab) => (
        <Box
          key={tab.to}
          component={NavLink}
          to={tab.to}
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: 2,
            fontWeight: 600,
            color: 'text.primary',
            textDecoration: 'none',
            borderBottom: '3px solid transparent',
            borderTop: '3px solid transparent',
            '&:hover': { color: 'primary.main', borderBottomColor: BRAND.line },
            '&[aria-current="page"]': { color: 'primary.main', borderBottomColor: BRAND.amber },
          }}
        >
          {tab.label}
        </Box>
      ))}
    </Box>
  );
}

function AccountActions({ user }: { readonly user: CurrentUser }) {
  if (user.authenticated) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {user.displayName ? `${MESSAGES.welcome}, ${user.displayName}` : MESSAGES.welcome}
        </Typography>
        <Button variant="outlined" href="/logout">
          Sign Out
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {/* A full page load: the server runs the sign-in redirect. */}
      <Button variant="text" href="/login">
        Sign in
      </Button>
      <Button variant="contained" component={RouterLink} to="/register">
        Create Account
      </Button>
    </Stack>
  );
}

/** The banner: logo, main navigation, the unit switcher and the account actions. */
export function SiteHeader({
  user,
  unitSwitcher,
}: {
  readonly user: CurrentUser;
  readonly unitSwitcher: ReactNode;
}) {
  return (
    <AppBar
      position="static"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', borderTop: `4px solid ${BRAND.navy}` }}
    >
      <Container maxWidth="lg">
        <Stack
          direction="row"
          spacing={4}
          useFlexGap
          sx={{ alignItems: 'center', height: HEADER_HEIGHT }}
        >
          <Logo />
          <HeaderNav user={user} />
          <Box sx={{ flexGrow: 1 }} />
          {unitSwitcher}
          <Divider orientation="vertical" flexItem sx={{ my: 2.5 }} />
          <AccountActions user={user} />
        </Stack>
      </Container>
    </AppBar>
  );
}
