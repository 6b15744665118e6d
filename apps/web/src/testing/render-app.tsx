import { render } from '@testing-library/react';
import { anonymousUser } from '@transmission-spec/domain';
import type { CurrentUser } from '@transmission-spec/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AppProviders } from '../app/providers';
import { routerReady, routes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

export interface RenderAppOptions {
  /** Who is signed in; anonymous by default. */
  readonly user?: CurrentUser;
  /** Load the user from GET /api/security/currentuser (stub it) as the app does on start. */
  readonly loadUser?: boolean;
}

/**
 * Mounts the whole app at `path`, as a visitor opening that address would see it. Waits until the
 * router has loaded the route's lazy code, as the browser does before it first paints the page.
 */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router);
  const queryClient = createQueryClient();
  const user = options.loadUser === true ? undefined : (options.user ?? anonymousUser());
  const view = render(
    <AppProviders queryClient={queryClient} user={user}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Removes every cookie a test may have written. */
export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}
