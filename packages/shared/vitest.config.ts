import { defineProject } from 'vitest/config';

// Pure TypeScript + zod: no DOM needed, so the fast node environment.
export default defineProject({
  test: {
    name: 'shared',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
