import Box from '@mui/material/Box';
import { MIN_APP_WIDTH_PX } from '@transmission-spec/domain';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';

import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { SkipLink } from '../components/skip-link';
import { IdleSignOut } from '../features/auth/components/idle-sign-out';
import { AccountDetailsRedirect } from '../features/registration/components/account-details-redirect';
import { useCurrentUserState } from '../lib/current-user';
import { usePublicConfig } from '../lib/public-config';
import { UnitSwitcher } from '../components/unit-switcher';

export const MAIN_CONTENT_ID = 'main-content';

/** A new page starts at the top; links with a hash are left to the page (Help scrolls itself). */
function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash === '') window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/** Minimum width keeps the desktop-first layout intact; narrower windows scroll sideways. */
export function AppFrame({ children }: { readonly children: ReactNode }) {
  return (
    <Box
      sx={{
        minWidth: MIN_APP_WIDTH_PX,
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {children}
    </Box>
  );
}

export function RootLayout() {
  const { user, loading } = useCurrentUserState();
  const { idleTimeoutMs } = usePublicConfig();
  useScrollToTopOnNavigate();
  return (
    <AppFrame>
      <IdleSignOut timeoutMs={idleTimeoutMs} />
      <AccountDetailsRedirect />
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <SiteHeader user={user} loading={loading} unitSwitcher={<UnitSwitcher />} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: '1 0 auto', '&:focus': { outline: 'none' } }}
      >
        <Outlet />
      </Box>
      <SiteFooter />
    </AppFrame>
  );
}
