import { sessionActivityIntervalMs } from '@transmission-spec/domain';
import { useCallback, useEffect, useRef } from 'react';

import { apiRequest } from '../../../lib/api-client';
import { signOut } from '../../../lib/sign-out';
import { useCurrentUser } from '../../../lib/current-user';
import { useIdleTimer } from '../use-idle-timer';

/** A cheap signed-in call: it tells the server the session is in use (and renews it if due). */
const ACTIVITY_PATH = '/api/security/currentuser';

/**
 * Signs a signed-in user out after `timeoutMs` without activity in any tab (SPEC 4); the server
 * ends the session and the page lands on /inactive. The server keeps the same timeout (decision
 * 019) and only sees calls, so activity without calls (reading, typing a long note) is passed on
 * with a call at the pace the server records it.
 */
export function IdleSignOut({ timeoutMs }: { readonly timeoutMs: number }) {
  const user = useCurrentUser();
  const lastToldServer = useRef(0);
  useEffect(() => {
    // Loading the page made calls already.
    lastToldServer.current = Date.now();
  }, []);
  const onIdle = useCallback(() => {
    void signOut('idle');
  }, []);
  const onActivity = useCallback(() => {
    const now = Date.now();
    if (now - lastToldServer.current < sessionActivityIntervalMs(timeoutMs)) return;
    lastToldServer.current = now;
    // The answer does not matter here; an ended session is handled by the API client.
    apiRequest(ACTIVITY_PATH).catch(() => undefined);
  }, [timeoutMs]);
  useIdleTimer({ enabled: user.authenticated, timeoutMs, onIdle, onActivity });
  return null;
}
