import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup, configure, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, expect } from 'vitest';
import { closeLiveEvents } from '@/lib/live-events';
import { takeContractBreaks } from './mock-api';

// Unit tests run in English, the catalogues' source language: a message is its English text (macros keep it
// outside production builds), so no catalogue needs to load.
i18n.loadAndActivate({ locale: 'en', messages: {} });

// jsdom has no layout; ScrollToTop calls this on every navigation, and the meal rows when a card takes focus.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// Screens and parts of the layout are lazy chunks; a test file's first import of one is transformed on
// demand, and `npm test` runs the server suite beside these on two cores: a screen's first render can take
// several seconds there. The waits are generous so that a loaded machine is not a failing test.
configure({ asyncUtilTimeout: 10_000 });

/** How long sonner keeps a leaving toast before it removes it (its TIME_BEFORE_UNMOUNT), with a frame to spare. */
const TOAST_REMOVAL_MS = 250;

/**
 * Nothing a test started may run after it: once the file's environment is torn down, jsdom's globals
 * (requestAnimationFrame, cancelAnimationFrame, EventSource…) are gone and a late timer throws. sonner removes a
 * leaving toast from a timer that unmounting does not clear, and that removal calls (cancel)requestAnimationFrame;
 * so every toast is dismissed and waited out while the page is still there.
 */
async function dismissToasts(): Promise<void> {
  const onScreen = () => document.querySelector('[data-sonner-toast]');
  if (!onScreen()) return;
  toast.dismiss();
  await waitFor(() => expect(onScreen()).toBeNull());
  // A toast that was leaving on its own when dismissed has a second removal timer still to run.
  await new Promise((resolve) => setTimeout(resolve, TOAST_REMOVAL_MS));
}

afterEach(async () => {
  await dismissToasts();
  cleanup();
  // The live-events stream waits 2 s before it closes after its last subscriber leaves; a test ends at once.
  closeLiveEvents();
  localStorage.clear();
  // The theme choice lives in a cookie and on <html> (lib/apply-theme.ts).
  document.cookie = 'messhall-theme=; Path=/; Max-Age=0';
  document.documentElement.removeAttribute('data-theme');
  // Last, once the page is torn down: a fixture the API's contract refuses fails the test.
  const breaks = takeContractBreaks();
  if (breaks.length > 0)
    throw new Error(`Made-up API answers the server would never give:\n${breaks.join('\n')}`);
});
