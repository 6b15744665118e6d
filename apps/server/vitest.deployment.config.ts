import { defineConfig } from 'vitest/config';

/**
 * Suites that run the BUILT server as separate processes with real neighbours (nginx, PostgreSQL,
 * Redis), as production does. Kept apart from the in-process integration tests: they need the build
 * (made once by the global setup) and system packages, and they own ports 4500-4599.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'deployment',
    environment: 'node',
    include: ['test/deployment/**/*.test.ts'],
    globalSetup: ['test/deployment/support/build-server.ts'],
    testTimeout: 30_000,
    // Starting two servers, Redis and nginx; the build itself happens in the global setup.
    hookTimeout: 90_000,
  },
});
