import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The API, the embedded identity provider and the sign-in/out redirects live on the server.
const SERVER = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // `source` makes workspace packages (the domain) resolve to their TypeScript source.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across releases. MUI and
        // the other libraries go with the code that uses them, so the landing page skips the admin's
        // tables, dialogs and selects (one MUI chunk cost the landing page 54 KB more gzip).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/oidc': SERVER,
      '/login': SERVER,
      '/logout': SERVER,
      // The sign-in screen's own calls; the screen itself (/sign-in/:uid) is the app's.
      '^/sign-in/[^/]+/(login|details)$': SERVER,
    },
  },
});
