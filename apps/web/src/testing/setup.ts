import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout; ScrollToTop calls this on every navigation, and the meal rows when a card takes focus.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// Screens and parts of the layout are lazy chunks; a test file's first import of one is transformed on
// demand, and `npm test` runs the server suite beside these on two cores: a screen's first render can take
// several seconds there. The waits are generous so that a loaded machine is not a failing test.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The theme choice lives in a cookie and on <html> (lib/apply-theme.ts).
  document.cookie = 'messhall-theme=; Path=/; Max-Age=0';
  document.documentElement.removeAttribute('data-theme');
});
