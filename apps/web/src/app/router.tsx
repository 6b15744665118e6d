import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';

import { RootLayout } from './root-layout';
import { COMING_SOON_ROUTES, ComingSoonPage } from './routes/coming-soon';
import { ContactUsPage } from './routes/contact-us';
import { ErrorPage, RootErrorPage } from './routes/error';
import { HomePage } from './routes/home';
import { InactivePage } from './routes/inactive';
import { NotFoundPage } from './routes/not-found';
import { PrivacyPolicyPage } from './routes/privacy-policy';
import { TermsAndConditionsPage } from './routes/terms-and-conditions';
import { UnauthorizedPage } from './routes/unauthorized';

/** Every screen of SPEC section 2. Exported so tests can mount them in a memory router. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Only reached when the shell itself fails.
    errorElement: <RootErrorPage />,
    children: [
      {
        // A page that crashes shows the error content inside the working header and footer.
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          // The survey (drag and drop, sanitizer, schemas) and the help text load on first visit,
          // so the landing page ships only the shell.
          {
            path: 'survey',
            lazy: async () => ({ Component: (await import('./routes/survey')).SurveyPage }),
          },
          {
            path: 'help',
            lazy: async () => ({ Component: (await import('./routes/help')).HelpPage }),
          },
          { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
          { path: 'terms-and-conditions', element: <TermsAndConditionsPage /> },
          { path: 'contact-us', element: <ContactUsPage /> },
          { path: 'error', element: <ErrorPage /> },
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: 'inactive', element: <InactivePage /> },
          ...COMING_SOON_ROUTES.map(({ path, title }) => ({
            path,
            element: <ComingSoonPage title={title} />,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
