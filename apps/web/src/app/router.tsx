import { ADMIN_ROLES, SPEC_ROLES } from '@transmission-spec/domain';
import { createBrowserRouter } from 'react-router';
import type { DataRouter, RouteObject } from 'react-router';

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

/**
 * Every screen of SPEC section 2. Exported so tests can mount them in a memory router. /login,
 * /login/callback, /logout and /logout/callback are the server's: links to them load the page.
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
          { index: true, element: <HomePage /> },
          // The survey (drag and drop, sanitizer, schemas), the help text and the account forms
          // load on first visit, so the landing page ships only the shell.
          {
            path: 'survey',
            lazy: async () => ({ Component: (await import('./routes/survey')).SurveyPage }),
          },
          {
            path: 'help',
            lazy: async () => ({ Component: (await import('./routes/help')).HelpPage }),
          },
          {
            path: 'sign-in/:uid',
            lazy: async () => ({ Component: (await import('./routes/sign-in')).SignInPage }),
          },
          {
            path: 'register',
            lazy: async () => ({ Component: (await import('./routes/register')).RegisterPage }),
          },
          { path: 'created', element: <CreatedPage /> },
          { path: 'updated', element: <UpdatedPage /> },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('./routes/forgot-password')).ForgotPasswordPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('./routes/reset-password')).ResetPasswordPage,
            }),
          },
          { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
          { path: 'terms-and-conditions', element: <TermsAndConditionsPage /> },
          { path: 'contact-us', element: <ContactUsPage /> },
          { path: 'error', element: <ErrorPage /> },
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: 'inactive', element: <InactivePage /> },
          {
            // A saved spec through its read-only link: public, loaded only when a link is opened.
            path: 'shared/:token',
            lazy: async () => ({
              Component: (await import('./routes/shared-spec')).SharedSpecPage,
            }),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'demo',
                lazy: async () => ({ Component: (await import('./routes/demo')).DemoPage }),
              },
            ],
          },
          {
            element: <RequireRoles roles={SPEC_ROLES} />,
            // Saved specs, with the notes editor and the PDF loaded only when they are used.
            children: [
              {
                path: 'spec',
                lazy: async () => ({
                  Component: (await import('./routes/spec-list')).SpecListPage,
                }),
              },
              {
                path: 'spec/:id',
                lazy: async () => ({
                  Component: (await import('./routes/spec-detail')).SpecDetailPage,
                }),
              },
            ],
          },
          {
            element: <RequireRoles roles={ADMIN_ROLES} />,
            // The catalogue administration loads only for administrators who open it.
            children: [
              {
                path: 'transmission-data',
                lazy: async () => ({
                  Component: (await import('./routes/transmission-data')).TransmissionDataPage,
                }),
              },
              {
                path: 'transmission-data/add',
                lazy: async () => ({
                  Component: (await import('./routes/transmission-data-add'))
                    .TransmissionDataAddPage,
                }),
              },
              {
                path: 'transmission-data/edit/:id',
                lazy: async () => ({
                  Component: (await import('./routes/transmission-data-edit'))
                    .TransmissionDataEditPage,
                }),
              },
            ],
          },
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
