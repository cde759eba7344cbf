import { defineProject } from 'vitest/config';

// Pure TypeScript + zod: no DOM needed, so the fast node environment.
export default defineProject({
  test: {
    name: 'shared',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // After the server's and the web's groups, whose workers are reused only while their own files follow.
    sequence: { groupOrder: 2 },
  },
});
