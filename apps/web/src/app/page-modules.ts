// Vite loads this module in its config, where a package import would take the domain's compiled
// dist (not there before a build) rather than its source, so the table comes by its path; the
// module has no imports of its own, so Vite bundles it into the config (as vite/page-preloads.ts).
/* eslint-disable import-x/no-relative-packages */
import {
  WEB_ROUTES,
  webRouteModule,
  type WebRoute,
  type WebRoutePath,
} from '../../../../packages/domain/src/web/web-routes';
/* eslint-enable import-x/no-relative-packages */

/**
 * The module (under apps/web/src) that draws each page the router loads on first visit: the lazy
 * rows of the domain's WEB_ROUTES. The build gives each of these pages its own copy of index.html
 * that preloads the page's code beside the shell's, so a visitor who opens /survey directly fetches
 * it at once rather than after the shell has downloaded and run (decision 077).
 */
export const LAZY_PAGE_MODULES: Readonly<Partial<Record<WebRoutePath, string>>> =
  Object.fromEntries(
    WEB_ROUTES.filter((route: WebRoute) => route.lazy === true).map((route) => [
      route.path,
      webRouteModule(route),
    ]),
  );
