import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { ADMIN_ROLES, MESSAGES, hasAnyRole } from '@transmission-spec/domain';
import type { CurrentUser } from '@transmission-spec/domain';
import { lazy, Suspense, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

import { signInPath } from '../lib/auth-paths';
import { BRAND } from '../theme';
import { Logo } from './logo';
import { TabLink } from './tab-link';

interface HeaderTab {
  readonly label: string;
  readonly to: string;
  /** Other pages of the tab's section, where it shows as current too. */
  readonly also?: readonly string[];
  readonly isVisible: (user: CurrentUser) => boolean;
}

/** SPEC section 2, Shell: My Specs for signed-in users, Admin for TransmissionAdmin only. */
export const HEADER_TABS: readonly HeaderTab[] = [
  { label: 'Create Spec', to: '/survey', isVisible: () => true },
  { label: 'My Specs', to: '/spec', isVisible: (user) => user.authenticated },
  {
    label: 'Admin',
    to: '/transmission-data',
    also: ['/insights'],
    isVisible: (user) => user.authenticated && hasAnyRole(user.privileges, ADMIN_ROLES),
  },
];

const HEADER_HEIGHT = 72;

const AccountMenuPopup = lazy(async () => ({
  default: (await import('./account-menu-popup')).AccountMenuPopup,
}));

function HeaderNav({ user }: { readonly user: CurrentUser }) {
  return (
    <Box component="nav" aria-label="Main" sx={{ alignSelf: 'stretch', display: 'flex' }}>
      {HEADER_TABS.filter((tab) => tab.isVisible(user)).map((tab) => (
        <TabLink
          key={tab.to}
          to={tab.to}
          {...(tab.also ? { also: tab.also } : {})}
          sx={{ display: 'flex', alignItems: 'center', px: 2, borderTop: '3px solid transparent' }}
        >
          {tab.label}
        </TabLink>
      ))}
    </Box>
  );
}

function AccountMenu({ user }: { readonly user: CurrentUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        endIcon={<ExpandMoreIcon aria-hidden="true" />}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        sx={{ fontWeight: 600 }}
      >
        {user.displayName ? `${MESSAGES.welcome}, ${user.displayName}` : MESSAGES.welcome}
      </Button>
      {/* Mounted from the first opening on, so closing keeps its transition. */}
      {opened ? (
        <Suspense fallback={null}>
          <AccountMenuPopup
            anchor={anchor}
            menuId={menuId}
            buttonId={buttonId}
            onClose={() => {
              setAnchor(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function AccountActions({
  user,
  loading,
}: {
  readonly user: CurrentUser;
  readonly loading: boolean;
}) {
  const { pathname, search } = useLocation();
  // Until the user is known, neither offer sign-in to a signed-in user nor greet a visitor.
  if (loading) return <Box sx={{ minWidth: 220 }} />;
  if (user.authenticated) return <AccountMenu user={user} />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {/* A full page load: the server runs the sign-in redirect and comes back here. */}
      <Button variant="text" href={signInPath(pathname + search)}>
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
  loading = false,
  unitSwitcher,
}: {
  readonly user: CurrentUser;
  /** The current user is still loading. */
  readonly loading?: boolean;
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
          <AccountActions user={user} loading={loading} />
        </Stack>
      </Container>
    </AppBar>
  );
}
