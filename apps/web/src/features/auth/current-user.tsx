import { anonymousUser } from '@transmission-spec/domain';
import type { CurrentUser } from '@transmission-spec/domain';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/** Everyone starts anonymous; a later issue loads the real user from /api/security/currentuser. */
export const ANONYMOUS_USER: CurrentUser = anonymousUser();

const CurrentUserContext = createContext<CurrentUser>(ANONYMOUS_USER);

/** Provides the visitor (SPEC section 3, Current user) to the shell and the screens. */
export function CurrentUserProvider({
  user = ANONYMOUS_USER,
  children,
}: {
  readonly user?: CurrentUser | undefined;
  readonly children: ReactNode;
}) {
  return <CurrentUserContext value={user}>{children}</CurrentUserContext>;
}

export function useCurrentUser(): CurrentUser {
  return useContext(CurrentUserContext);
}
