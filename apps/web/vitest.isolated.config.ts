import { defineProject } from 'vitest/config';
import web, { ISOLATED_TESTS } from './vitest.config.js';

// The web tests that mock a module (vi.mock): a module cached by another file would not be replaced, so each of
// these files gets a fresh environment and module registry.
export default defineProject({
  ...web,
  test: {
    ...web.test,
    name: 'web-isolated',
    include: [ISOLATED_TESTS],
    exclude: ['**/node_modules/**'],
    isolate: true,
    // Last, with the shared package's: the server's and the web's workers are reused only while their own
    // files follow.
    sequence: { groupOrder: 2 },
  },
});
