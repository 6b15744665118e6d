import { WEB_ROUTES, webRoutePattern } from '@transmission-spec/domain';
import type { WebRoute } from '@transmission-spec/domain';
import type { QueryClient } from '@tanstack/react-query';

import { currentUserQueryKey, getCurrentUser } from '../lib/get-current-user';

/** True when the page at `pathname` is for signed-in users only (a row with roles). */
export function isGuardedPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed escape: the router shows it as not found, an unguarded page.
  }
  const pattern = webRoutePattern(decoded);
  const route: WebRoute | undefined = WEB_ROUTES.find((row) => row.path === pattern);
  return (route?.roles ?? 'anyone') !== 'anyone';
}

/**
 * How long a guarded page waits for /api/security/currentuser before it paints anyway. The answer
 * takes a few milliseconds on a healthy server; 3 s is well past that on a slow network yet inside
 * the time people wait for a page, so a server that hangs (or a lost request) costs at most a late
 * first frame, never a blank page: the provider then asks again and the guard decides.
 */
export const CURRENT_USER_FIRST_PAINT_WAIT_MS = 3_000;

/**
 * Asks who the visitor is at once, beside the first page's code, and resolves when a guarded page
 * may paint: with the answer in the cache, the first frame is the page's own skeleton under the
 * signed-in header, not a spinner that the page then replaces (the footer jumped away: CLS 0.16 to
 * 0.93, issue 29 item 5). A public page does not wait: its first paint needs no user.
 */
export function loadCurrentUserEarly(queryClient: QueryClient, pathname: string): Promise<void> {
  const loaded = queryClient
    .query({
      queryKey: currentUserQueryKey,
      queryFn: ({ signal }) => getCurrentUser(signal),
      retry: false,
    })
    // A failed answer paints anyway: the provider asks again and the guard decides.
    .then(
      () => undefined,
      () => undefined,
    );
  if (!isGuardedPath(pathname)) return Promise.resolve();
  return Promise.race([
    loaded,
    new Promise<void>((resolve) => {
      setTimeout(resolve, CURRENT_USER_FIRST_PAINT_WAIT_MS);
    }),
  ]);
}
