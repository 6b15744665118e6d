import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // One time limit for every web test instead of per-file ones (decision 032): a whole-app render
    // under CI load takes seconds; what was slow is fixed in the tests, this only absorbs load.
    testTimeout: 120_000,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
