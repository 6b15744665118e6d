import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run covers every unit and integration tier; each workspace keeps its own config.
export default defineConfig({
  test: {
    // vitest runs cores - 1 files at once, which is one on the 2-core CI machine: a core sat idle
    // while a file waited on PGlite, PostgreSQL or a timer. Two at least (decision 090). Every suite
    // has its own database and data dir, so files do not meet; the faults project still runs its
    // files one at a time, after the rest (its fileParallelism: false puts it in a group of its own).
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
