import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'domain',
    environment: 'node',
    // Pure functions without module state: the test files share their workers' module cache rather
    // than importing zod and the package again for every file.
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
