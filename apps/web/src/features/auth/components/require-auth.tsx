import type { Role } from '@transmission-spec/domain';
import { hasAnyRole } from '@transmission-spec/domain';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

import { AccessDenied } from '../../../components/access-denied';
import { PageLoading } from '../../../components/page-loading';
import { signInPath } from '../../../lib/auth-paths';
import { browserLocation } from '../../../lib/browser-location';
import { useCurrentUserState } from '../../../lib/current-user';

/**
 * SPEC 2: a protected route sends a signed-out visitor to the server's /login, which remembers the
 * destination in a cookie and comes back to it; a signed-in user without one of `roles` (when
 * given) sees Access Denied. Nothing is decided while the current user is still loading.
 */
export function RequireAuth({ roles }: { readonly roles?: readonly Role[] }) {
  const { user, loading } = useCurrentUserState();
  const { pathname, search } = useLocation();
  const mustSignIn = !loading && !user.authenticated;

  useEffect(() => {
    if (mustSignIn) browserLocation.assign(signInPath(pathname + search));
  }, [mustSignIn, pathname, search]);

  if (loading || !user.authenticated) return <PageLoading />;
  if (roles !== undefined && !hasAnyRole(user.privileges, roles)) return <AccessDenied />;
  return <Outlet />;
}

/** A protected route for users holding at least one of `roles`. */
export function RequireRoles({ roles }: { readonly roles: readonly Role[] }) {
  return <RequireAuth roles={roles} />;
}
