import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes, preloadFirstScreen } from '@/app/router';
import { pageLocale } from '@/lib/i18n/page-locale';
import { createQueryClient } from '@/lib/query-client';
import { pageQueryState } from '@/lib/query-state';
import { startMessages } from '@/locales/load';
import './index.css';

const queryClient = createQueryClient();
// The first screen's data, which the server put inside the page, is in the cache before anything renders.
const pageState = pageQueryState();
if (pageState) hydrate(queryClient, pageState);

/** Longest wait for the first screen's chunks before rendering without them (the spinner then shows). */
const FIRST_SCREEN_WAIT_MS = 1500;

// One render, one paint of the whole screen (decision 0027): the screen's chunks (hinted by the server, so
// usually in already) are awaited first; its data came inside the page as a dehydrated query cache.
function render() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
}

/**
 * The taka sign's own font (index.css, decision 0023) is inside the stylesheet, but a font face only loads when
 * a layout first asks for it. Loaded here, meanwhile, prices' first layout finds it ready instead of searching
 * the system fonts for a fallback and laying the text out again when it arrives.
 */
function loadTakaFont(): Promise<unknown> {
  if (!('fonts' in document)) return Promise.resolve();
  return Promise.all(
    // A CSS font shorthand, not a text.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    ['400', '700'].map((weight) => document.fonts.load(`${weight} 1em "Messhall Taka"`, '৳')),
  );
}

// The page's messages are awaited whatever the wait: a screen rendered without them would show message ids.
void Promise.all([
  startMessages(pageLocale()),
  Promise.race([
    Promise.all([preloadFirstScreen(window.location.pathname), loadTakaFont().catch(() => undefined)]),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]),
]).then(render);
