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
        // React and MUI change less often than the app: separate chunks stay cached across releases.
        // Other libraries go with the lazy route that needs them, so the landing page skips them.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/, priority: 2 },
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
