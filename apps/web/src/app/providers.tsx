import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@transmission-spec/domain';
import type { ReactNode } from 'react';

import { NotificationsProvider } from '../components/notifications';
import { CurrentUserProvider } from '../lib/current-user';
import { UnitsProvider } from '../lib/units/units-context';
import { theme } from '../theme';

/**
 * Everything a screen may rely on: theme, server cache, the current user, the unit system and the
 * app-wide snackbar.
 */
export function AppProviders({
  queryClient,
  user,
  children,
}: {
  readonly queryClient: QueryClient;
  readonly user?: CurrentUser | undefined;
  readonly children: ReactNode;
}) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <CurrentUserProvider initialUser={user}>
          <UnitsProvider>
            <NotificationsProvider>{children}</NotificationsProvider>
          </UnitsProvider>
        </CurrentUserProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
