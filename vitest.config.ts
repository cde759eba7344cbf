import { defineConfig } from 'vitest/config';

// One runner for the whole repo; each workspace is a project so `--project server` runs just one.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
