import { ADMIN_ROLES, SPEC_ROLES, WEB_ROUTES } from '@transmission-spec/domain';
import type { Role, WebRouteRoles, WebRouteRow } from '@transmission-spec/domain';
import { createBrowserRouter } from 'react-router';
import type { DataRouter, RouteObject } from 'react-router';
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

/**
 * The code of every page of the domain's WEB_ROUTES table, by the row's module: the component of a
 * page that ships with the shell, a loader of one that is lazy. The type demands exactly one entry
 * per row, of the right kind, so the table and this map cannot drift; a loader imports the row's
 * module (the router's test checks that too). Vite needs each import() spelt out to split the
 * page into a chunk of its own.
 */
const PAGES: {
  readonly [R in WebRouteRow as R['module']]: R['lazy'] extends true ? LoadPage : ComponentType;
} = {
  'app/routes/home': HomePage,
  'app/routes/survey': async () => (await import('./routes/survey')).SurveyPage,
  'app/routes/help': async () => (await import('./routes/help')).HelpPage,
  'app/routes/sign-in': async () => (await import('./routes/sign-in')).SignInPage,
  'app/routes/register': async () => (await import('./routes/register')).RegisterPage,
  'app/routes/created': CreatedPage,
  'app/routes/updated': UpdatedPage,
  'app/routes/forgot-password': async () =>
    (await import('./routes/forgot-password')).ForgotPasswordPage,
  'app/routes/reset-password': async () =>
    (await import('./routes/reset-password')).ResetPasswordPage,
  'app/routes/privacy-policy': PrivacyPolicyPage,
  'app/routes/terms-and-conditions': TermsAndConditionsPage,
  'app/routes/contact-us': ContactUsPage,
  'app/routes/error': ErrorPage,
  'app/routes/unauthorized': UnauthorizedPage,
  'app/routes/inactive': InactivePage,
  'app/routes/demo': async () => (await import('./routes/demo')).DemoPage,
  'features/specs/components/spec-list-page': async () =>
    (await import('../features/specs/components/spec-list-page')).SpecListPage,
  'features/specs/components/spec-detail-page': async () =>
    (await import('../features/specs/components/spec-detail-page')).SpecDetailPage,
  'features/specs/components/shared-spec-page': async () =>
    (await import('../features/specs/components/shared-spec-page')).SharedSpecPage,
  'app/routes/transmission-data': async () =>
    (await import('./routes/transmission-data')).TransmissionDataPage,
  'app/routes/transmission-data-add': async () =>
    (await import('./routes/transmission-data-add')).TransmissionDataAddPage,
  'app/routes/transmission-data-edit': async () =>
    (await import('./routes/transmission-data-edit')).TransmissionDataEditPage,
};

/** PAGES by any row's module; the type above is what keeps it complete. */
const PAGE_CODE: ReadonlyMap<string, LoadPage | ComponentType> = new Map(Object.entries(PAGES));

/** The route of one table row, its path relative to the layout's. */
function pageRoute(row: WebRouteRow): RouteObject {
  const page = PAGE_CODE.get(row.module);
  if (page === undefined) throw new Error(`No page code for ${row.module}`);
  const place: RouteObject = row.path === '/' ? { index: true } : { path: row.path.slice(1) };
  if (!row.lazy) {
    const Page = page as ComponentType;
    return { ...place, element: <Page /> };
  }
  const load = page as LoadPage;
  return { ...place, lazy: async () => ({ Component: await load() }) };
}

/** The guard of each kind of page; undefined for the pages anyone may open. */
const GUARDS: Readonly<Record<WebRouteRoles, readonly Role[] | 'signed-in' | undefined>> = {
  anyone: undefined,
  'signed-in': 'signed-in',
  spec: SPEC_ROLES,
  admin: ADMIN_ROLES,
};

/** The pages of the table, each kind of page under its guard. */
function pageRoutes(): RouteObject[] {
  return (Object.keys(GUARDS) as WebRouteRoles[]).flatMap((roles): RouteObject[] => {
    const children = WEB_ROUTES.filter((row) => row.roles === roles).map(pageRoute);
    const guard = GUARDS[roles];
    if (guard === undefined || children.length === 0) return children;
    const element = guard === 'signed-in' ? <RequireAuth /> : <RequireRoles roles={guard} />;
    return [{ element, children }];
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
        children: [...pageRoutes(), { path: '*', element: <NotFoundPage /> }],
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
