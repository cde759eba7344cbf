import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes, preloadFirstScreen } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

const queryClient = createQueryClient();

/** Longest wait for the first screen's chunks before rendering without them (the spinner then shows). */
const FIRST_SCREEN_WAIT_MS = 1500;

// One render, one paint of the whole screen (decision 0020): the screen's chunks (hinted by the server, so
// usually in already) are awaited first; its data came inside index.html.
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

void Promise.race([
  preloadFirstScreen(window.location.pathname),
  new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
]).then(render);
