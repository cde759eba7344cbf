import { i18n } from '@lingui/core';
import type { Locale, ThemeName } from '@messhall/shared';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { setSharedTexts } from '@/lib/i18n/shared-text';
import { createQueryClient } from '@/lib/query-client';
import { setRenderTheme } from '@/lib/theme';
import { messages as firstBn, shared as sharedBn } from '@/locales/first-bn';
import { messages as restBn, shared as sharedRestBn } from '@/locales/rest-bn';

/**
 * The server's render of a landing screen (decision 0071), built by `vite build --ssr` into dist-server/ and
 * loaded by the server at run time (apps/server/src/ssr/app-renderer.ts). The same route table and data
 * router as the browser (app/router.tsx); the screen's data from the query cache the server read for the
 * page, which the browser hydrates its own cache from before it hydrates this markup.
 */

// Every message of both languages: a screen's render needs whichever part holds its texts, and the browser
// has loaded the parts its screen needs (locales/load.ts) before it hydrates.
i18n.load({ en: {}, bn: { ...firstBn, ...restBn } });
const SHARED: Record<Locale, Readonly<Record<string, string>> | undefined> = {
  en: undefined,
  bn: { ...sharedBn, ...sharedRestBn },
};

const handler = createStaticHandler(appRoutes);

export interface RenderInput {
  /** The page's absolute URL. */
  url: string;
  /** The reader's language (the server's lib/request-locale.ts). */
  locale: Locale;
  /** The theme the reader chose (the page's data-theme), if any. */
  theme?: ThemeName | undefined;
  /** The query cache the page carries, dehydrated. */
  state: DehydratedState;
}

export type RenderResult = { html: string } | { redirect: string; status: number };

/**
 * Lingui's macros read one global i18n, so renders take turns: each activates its reader's language and runs
 * to completion before the next one starts. A render is a few milliseconds of work on data already read.
 */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = turn.then(task);
  turn = run.catch(() => undefined);
  return run;
}

export async function render({ url, locale, theme, state }: RenderInput): Promise<RenderResult> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { redirect: context.headers.get('location') ?? '/', status: context.status };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  return inTurn(async () => {
    i18n.activate(locale);
    setSharedTexts(SHARED[locale]);
    setRenderTheme(theme ?? null);
    let failure: unknown;
    // Whole, not streamed: the page is cached and tagged as one, and its parts that load lazily are inside it
    // in place (a streamed boundary would need an inline script to move it, which the CSP does not allow).
    const { prelude } = await prerender(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          {/* No inline hydration script (the CSP allows none): the routes have no loader data to pass. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
      {
        // Every boundary in place, however large: React moves a large one to the end of the page otherwise.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          failure ??= error;
        },
      },
    );
    const html = await new Response(prelude).text();
    queryClient.clear();
    // A part that failed on the server would be left to the browser, which then renders it in place of the
    // server's markup: the caller sends the plain shell instead.
    if (failure) throw failure;
    return { html };
  });
}
