import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real processes, outages and proxies: their own projects (vitest.faults.config.ts,
    // vitest.deployment.config.ts).
    exclude: [...configDefaults.exclude, 'test/faults/**', 'test/deployment/**'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Integration suites create a database first: PGlite's first start on an empty dir takes seconds.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
