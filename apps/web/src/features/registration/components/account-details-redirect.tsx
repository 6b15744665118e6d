import { hasAnyRole } from '@transmission-spec/domain';
import type { CurrentUser } from '@transmission-spec/domain';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useCurrentUserState } from '../../../lib/current-user';

/** Where the registration wizard opens on its account-details step (step 3). */
export const ACCOUNT_DETAILS_PATH = '/register?step=details';

/**
 * True for a signed-in account whose owner never finished registration's 'Tell us about yourself'
 * (closed the tab there). Saving the details is the only thing that gives an account its display
 * name, so a missing name means missing details. Administrators are made by the operator, not by
 * registering, and are never asked.
 */
export function needsAccountDetails(user: CurrentUser): boolean {
  return (
    user.authenticated &&
    user.email !== null &&
    user.displayName === null &&
    !hasAnyRole(user.privileges, ['TransmissionAdmin'])
  );
}

/** Pages that are themselves part of signing in or registering: never interrupted. */
function isAccountFlow(pathname: string): boolean {
  return pathname === '/register' || pathname.startsWith('/sign-in/');
}

/**
 * Issue 13 item 14: after sign-in (a page load, since sign-in redirects through the server), an
 * account without details goes to the details step, on every sign-in until they are given. Once
 * per page load, so a user who would rather do it later can leave the step.
 */
export function AccountDetailsRedirect() {
  const { user, loading } = useCurrentUserState();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const decided = useRef(false);

  useEffect(() => {
    if (loading || decided.current || !user.authenticated) return;
    decided.current = true;
    if (needsAccountDetails(user) && !isAccountFlow(pathname)) {
      void navigate(ACCOUNT_DETAILS_PATH, { replace: true });
    }
  }, [loading, user, pathname, navigate]);

  return null;
}
