import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole repo; each workspace is a project so `--project server` runs just one.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
    // Vitest runs one file fewer than there are cores at a time, which is one file on a two-core machine; many
    // server files wait on child processes and the database, so every core gets a file.
    maxWorkers: availableParallelism(),
  },
});
