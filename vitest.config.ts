import { defineConfig } from 'vitest/config';

// One vitest run covers every unit and integration tier; each workspace keeps its own config.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/engine',
      'apps/server',
      'apps/server/vitest.faults.config.ts',
      'apps/server/vitest.deployment.config.ts',
      'apps/web',
    ],
  },
});
