import { ADMIN_ROLES, SPEC_ROLES, WEB_ROUTES } from '@transmission-spec/domain';
import type { WebRoute, WebRouteRoles } from '@transmission-spec/domain';
import { createBrowserRouter } from 'react-router';
import type { DataRouter, RouteObject } from 'react-router';
import { createElement } from 'react';
import type { ComponentType } from 'react';

import { PageLoading } from '../components/page-loading';
import { RequireAuth, RequireRoles } from '../features/auth/components/require-auth';
import { RootLayout } from './root-layout';
import { ContactUsPage } from './routes/contact-us';
import { CreatedPage } from './routes/created';
import { ErrorPage, RootErrorPage } from './routes/error';
import { HomePage } from './routes/home';
import { InactivePage } from './routes/inactive';
import { NotFoundPage } from './routes/not-found';
import { PrivacyPolicyPage } from './routes/privacy-policy';
import { TermsAndConditionsPage } from './routes/terms-and-conditions';
import { UnauthorizedPage } from './routes/unauthorized';
import { UpdatedPage } from './routes/updated';

/** A lazy page's code: its component, loaded on first visit. */
type LoadPage = () => Promise<ComponentType>;

/** Per row of a table of pages, the kind of code it needs. */
type PageCodes<Rows extends readonly WebRoute[]> = {
  readonly [I in keyof Rows]: Rows[I] extends { readonly lazy: true } ? LoadPage : ComponentType;
};

/**
 * The code of every page of the domain's WEB_ROUTES table, in the table's order: the component of a
 * page that ships with the shell, a loader of one that is lazy, in either case from the row's module
 * (the router's test checks that each entry draws its row's page). The type demands exactly one entry
 * per row, of the right kind. Vite needs each import() spelt out to split the page into a chunk of
 * its own; a list rather than a map keyed by path keeps the paths once in the landing page's code.
 */
const PAGES: PageCodes<typeof WEB_ROUTES> = [
  // /
  HomePage,
  // /survey
  async () => (await import('./routes/survey')).SurveyPage,
  // /help
  async () => (await import('./routes/help')).HelpPage,
  // /sign-in/:uid
  async () => (await import('./routes/sign-in')).SignInPage,
  // /register
  async () => (await import('./routes/register')).RegisterPage,
  // /created
  CreatedPage,
  // /updated
  UpdatedPage,
  // /forgot-password
  async () => (await import('./routes/forgot-password')).ForgotPasswordPage,
  // /reset-password
  async () => (await import('./routes/reset-password')).ResetPasswordPage,
  // /privacy-policy
  PrivacyPolicyPage,
  // /terms-and-conditions
  TermsAndConditionsPage,
  // /contact-us
  ContactUsPage,
  // /error
  ErrorPage,
  // /unauthorized
  UnauthorizedPage,
  // /inactive
  InactivePage,
  // /demo
  async () => (await import('./routes/demo')).DemoPage,
  // /spec
  async () => (await import('../features/specs/components/spec-list-page')).SpecListPage,
  // /spec/:id
  async () => (await import('../features/specs/components/spec-detail-page')).SpecDetailPage,
  // /shared/:token
  async () => (await import('../features/specs/components/shared-spec-page')).SharedSpecPage,
  // /transmission-data
  async () => (await import('./routes/transmission-data')).TransmissionDataPage,
  // /transmission-data/add
  async () => (await import('./routes/transmission-data-add')).TransmissionDataAddPage,
  // /transmission-data/edit/:id
  async () => (await import('./routes/transmission-data-edit')).TransmissionDataEditPage,
  // /insights
  async () => (await import('../features/insights/components/insights-page')).InsightsPage,
];

/** The routes of the table's pages that `roles` may open, in table order. */
function pagesFor(roles: WebRouteRoles): RouteObject[] {
  const codes: readonly (LoadPage | ComponentType)[] = PAGES;
  return WEB_ROUTES.flatMap((row: WebRoute, index): RouteObject[] => {
    const code = codes[index];
    if ((row.roles ?? 'anyone') !== roles || code === undefined) return [];
    const place: RouteObject = row.path === '/' ? { index: true } : { path: row.path.slice(1) };
    return row.lazy === true
      ? [{ ...place, lazy: async () => ({ Component: await (code as LoadPage)() }) }]
      : [{ ...place, element: createElement(code as ComponentType) }];
  });
}

/**
 * Every screen of SPEC section 2, made from the domain's WEB_ROUTES. Exported so tests can mount
 * them in a memory router. /login, /login/callback, /logout and /logout/callback are the server's:
 * links to them load the page.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Only reached when the shell itself fails.
    errorElement: <RootErrorPage />,
    children: [
      {
        // A page that crashes shows the error content inside the working header and footer.
        errorElement: <ErrorPage />,
        // A router rendered before a lazily loaded first page has arrived renders from the nearest
        // route with a hydrate fallback down: here, the header and footer with a spinner between.
        // Without one it painted nothing and warned "No `HydrateFallback` element provided" (issue
        // 25 item 12). main.tsx waits for routerReady, so this is the safety net, not the rule.
        hydrateFallbackElement: <PageLoading />,
        children: [
          ...pagesFor('anyone'),
          { element: <RequireAuth />, children: pagesFor('signed-in') },
          { element: <RequireRoles roles={SPEC_ROLES} />, children: pagesFor('spec') },
          { element: <RequireRoles roles={ADMIN_ROLES} />, children: pagesFor('admin') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Resolves once the router has loaded the first page's lazily loaded code (or failed to, which it
 * shows as an error page). main.tsx paints only then: rendered earlier, the first frame is the
 * hydrate fallback and the page arrives as a transition, which on a busy machine kept the spinner
 * up for several seconds after the code had arrived (issue 25 item 12).
 */
export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
