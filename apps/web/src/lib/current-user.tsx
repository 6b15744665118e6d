import { useQuery, useQueryClient } from '@tanstack/react-query';
import { anonymousUser, currentUserCheck } from '@transmission-spec/domain';
import type { CurrentUser } from '@transmission-spec/domain';
import { createContext, useCallback, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';

import { setSessionHandlers } from './api-client';
import { rememberEmail } from './remembered-email';
import { signOut } from './sign-out';
import { currentUserQueryKey, getCurrentUser } from './get-current-user';

export const ANONYMOUS_USER: CurrentUser = anonymousUser();

interface CurrentUserState {
  readonly user: CurrentUser;
  /** True until the first answer of /api/security/currentuser: guards wait instead of deciding. */
  readonly loading: boolean;
}

const CurrentUserContext = createContext<CurrentUserState>({
  user: ANONYMOUS_USER,
  loading: false,
});

/** The sign-in screen is part of an unfinished sign-in: leaving it would throw that away. */
function isOnSignInScreen(): boolean {
  return window.location.pathname.startsWith('/sign-in/');
}

/**
 * Provides the visitor (SPEC section 3, Current user), loaded once on start. `initialUser` skips
 * the load (tests, and screens rendered for a known user).
 */
export function CurrentUserProvider({
  initialUser,
  children,
}: {
  readonly initialUser?: CurrentUser | undefined;
  readonly children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    // The user changes only by signing in or out, which reload the page or update this entry.
    staleTime: Infinity,
    // A failed load leaves the visitor anonymous; a guarded page then sends them to sign in,
    // which brings them straight back when the provider still knows them.
    retry: false,
    ...(initialUser === undefined ? {} : { initialData: initialUser }),
  });

  useEffect(() => {
    setSessionHandlers({
      onRenewed: (answer) => {
        const parsed = currentUserCheck.safeParse(answer);
        if (parsed.success) queryClient.setQueryData(currentUserQueryKey, parsed.data);
      },
      onEnded: (reason) => {
        queryClient.setQueryData(currentUserQueryKey, anonymousUser());
        // The server's sign-out clears what is left of the session and lands home, or on
        // /inactive when the server ended the session for inactivity.
        if (!isOnSignInScreen()) void signOut(reason === 'idle' ? 'idle' : 'ended');
      },
    });
    return () => {
      setSessionHandlers(null);
    };
  }, [queryClient]);

  const user = query.data ?? ANONYMOUS_USER;
  useEffect(() => {
    if (user.authenticated && user.email !== null) rememberEmail(user.email);
  }, [user]);

  const value = useMemo(() => ({ user, loading: query.isPending }), [user, query.isPending]);
  return <CurrentUserContext value={value}>{children}</CurrentUserContext>;
}

/** The visitor; anonymous while the first load is under way. */
export function useCurrentUser(): CurrentUser {
  return useContext(CurrentUserContext).user;
}

/** The visitor and whether the first load is still under way. */
export function useCurrentUserState(): CurrentUserState {
  return useContext(CurrentUserContext);
}

/**
 * Setting the user after a direct sign-in, and reloading it after a change the server made
 * (account details give the header its greeting).
 */
export function useCurrentUserUpdates() {
  const queryClient = useQueryClient();
  const setUser = useCallback(
    (user: CurrentUser) => {
      queryClient.setQueryData(currentUserQueryKey, user);
    },
    [queryClient],
  );
  const reloadUser = useCallback(
    () => queryClient.refetchQueries({ queryKey: currentUserQueryKey }),
    [queryClient],
  );
  return { setUser, reloadUser };
}
