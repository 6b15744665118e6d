import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The process-level suites run in their own project (vitest.deployment.config.ts).
    exclude: [...configDefaults.exclude, 'test/deployment/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Integration suites create a database first: PGlite's first start on an empty dir takes seconds.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
