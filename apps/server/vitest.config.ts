import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real processes and outages: their own project (vitest.faults.config.ts), run one at a time.
    exclude: [...configDefaults.exclude, 'test/faults/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Integration suites create a database first: PGlite's first start on an empty dir takes seconds.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
