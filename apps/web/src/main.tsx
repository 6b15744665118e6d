import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';

import { AppProviders } from './app/providers';
import { loadCurrentUserEarly } from './app/first-paint';
import { createAppRouter, routerReady } from './app/router';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const router = createAppRouter();
const queryClient = createQueryClient();

// The first paint waits for the first page's code, so it is the page itself (see routerReady),
// and on a signed-in page for the current user too (see loadCurrentUserEarly).
const userReady = loadCurrentUserEarly(queryClient, window.location.pathname);
void Promise.all([routerReady(router), userReady]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
