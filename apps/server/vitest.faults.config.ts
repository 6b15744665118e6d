import { defineConfig } from 'vitest/config';

/**
 * The faults suite (issue 11): real server processes killed with SIGKILL, a second opener on one
 * data directory, PostgreSQL stopped under load. Each file spawns processes and waits on them, so
 * the files run one after another with generous timeouts; the whole suite stays within a few minutes.
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'faults',
    environment: 'node',
    include: ['test/faults/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 120_000,
  },
});
