import { useCallback } from 'react';

import { IDLE_SIGN_OUT_PATH } from '../../../lib/auth-paths';
import { browserLocation } from '../../../lib/browser-location';
import { useCurrentUser } from '../current-user';
import { useIdleTimer } from '../use-idle-timer';

/**
 * Signs a signed-in user out after `timeoutMs` without activity in any tab (SPEC 4); the server
 * ends the session and lands on /inactive.
 */
export function IdleSignOut({ timeoutMs }: { readonly timeoutMs: number }) {
  const user = useCurrentUser();
  const onIdle = useCallback(() => {
    browserLocation.assign(IDLE_SIGN_OUT_PATH);
  }, []);
  useIdleTimer({ enabled: user.authenticated, timeoutMs, onIdle });
  return null;
}
