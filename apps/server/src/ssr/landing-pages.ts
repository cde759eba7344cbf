import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ClientRoute,
  type FirstRead,
  type ImageHint,
  isThemeName,
  type Locale,
  LOCALES,
  QUERY_STATE_ELEMENT_ID,
  queryKeys,
  screenModulePath,
  THEME_COOKIE,
  type ThemeName,
} from '@messhall/shared';
import { dehydrate, QueryClient } from '@tanstack/query-core';
import { getSessionCookie } from 'better-auth/cookies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { escapeHtml } from '../lib/escape-html.js';
import { cookieValue, requestLocale } from '../lib/request-locale.js';
import { getViewer } from '../lib/viewer.js';
import { keepAnswerUntil } from '../plugins/public-cache.js';
import type { RenderApp, RenderInput, RenderResult } from './app-renderer.js';
import { readLandingData } from './landing-data.js';
import { pageTemplate } from './page-template.js';

/**
 * The page of a client route (decisions 0027 and 0071). A landing screen's page is the screen itself, rendered
 * by the web app's server render (app-renderer.ts) from its first API reads, which the page also carries as a
 * dehydrated TanStack Query cache for the browser to hydrate from; with it, the screen's chunks as
 * modulepreload (and its stylesheets) and the picture its first paint shows as an image preload. Every other
 * page is the shell the browser renders the app into.
 */

/** The render matches routes on the path alone; the origin only makes the URL whole. */
const PAGE_ORIGIN = 'http://messhall.local';

/** How long a page waits for its reads; a slower one is left to the browser, the page goes out without it. */
const READ_BUDGET_MS = 300;

/** The layout's lazy parts that every screen renders (the site's footer). */
const LAYOUT_MODULES = ['src/app/layouts/site-footer.tsx'];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** `module` and everything it imports statically, as manifest keys. */
function closure(manifest: Manifest, module: string, seen = new Set<string>()): Set<string> {
  if (seen.has(module) || !manifest[module]) return seen;
  seen.add(module);
  for (const imported of manifest[module].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** JSON that cannot end the <script> element it sits in (`</script>`, `<!--`). */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The theme the visitor chose (the cookie lib/apply-theme.ts writes in the web app), if any. */
function chosenTheme(cookieHeader: string | undefined): ThemeName | undefined {
  const value = cookieValue(cookieHeader, THEME_COOKIE);
  return isThemeName(value) ? value : undefined;
}

/** The web module that holds a language's first messages (apps/web/src/locales/load.ts); English has none. */
const firstMessagesModule = (locale: Locale) => `src/locales/first-${locale}.ts`;

const imageLink = (hint: ImageHint) =>
  `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(hint.href)}"` +
  (hint.srcset ? ` imagesrcset="${escapeHtml(hint.srcset)}"` : '') +
  (hint.sizes ? ` imagesizes="${escapeHtml(hint.sizes)}"` : '') +
  '>';

/** What a page depends on besides its URL and reader: the language and the chosen theme (its cache variant). */
export const pageVariant = (request: FastifyRequest) => [
  requestLocale(request.headers),
  chosenTheme(request.headers.cookie) ?? null,
];

/**
 * The caching headers of every page, those from the public cache included. A signed-in student's page holds
 * their own likes, and every page depends on the cookie (session, language, theme): private to the browser,
 * which revalidates it each time.
 */
export async function pageHeaders(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (String(reply.getHeader('content-type')).startsWith('text/html'))
    reply.header('cache-control', 'private, no-cache').header('vary', 'cookie, accept-language');
  return payload;
}

export interface LandingPages {
  /** Sends index.html for `request`, with the hints and data of `route`'s first screen when it has some. */
  send(request: FastifyRequest, reply: FastifyReply, route?: ClientRoute): Promise<FastifyReply>;
  /** The manifest keys of routes whose screen module the web build does not have. */
  missingScreens(routes: ClientRoute[]): string[];
}

export function landingPages(
  app: FastifyInstance,
  webDist: string,
  db: Db,
  renderApp: RenderApp | undefined,
): LandingPages {
  const template = pageTemplate(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    app.log.warn('web build has no .vite/manifest.json: pages go out without chunk hints');
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entryChunks = entry ? closure(manifest, entry) : new Set<string>();

  /** The <link>s for modules' chunks beyond the entry's: the same for every request, so built once. */
  const chunkLinks = (modules: string[]): string => {
    const chunks = new Set<string>();
    for (const module of modules) for (const key of closure(manifest, module)) chunks.add(key);
    const scripts: string[] = [];
    const styles = new Set<string>();
    for (const key of chunks) {
      if (entryChunks.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk) continue;
      scripts.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(chunk.file)}">`);
      for (const css of chunk.css ?? []) styles.add(css);
    }
    for (const key of entryChunks) for (const css of manifest[key]?.css ?? []) styles.delete(css);
    // As stylesheets (not preloads): the screen cannot paint without them, and Vite's loader then finds
    // them in the document and does not add them a second time.
    const sheets = [...styles].map((css) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(css)}">`);
    return [...sheets, ...scripts].join('');
  };
  // The chosen language's first messages (apps/web/src/locales/load.ts) start loading with the entry.
  const messageLinksByLocale = new Map(
    LOCALES.map((locale) => [locale, chunkLinks([firstMessagesModule(locale)])]),
  );
  const messageLinks = (locale: Locale) => messageLinksByLocale.get(locale) ?? '';
  const linksByScreen = new Map<string, string>();
  const linksFor = (route: ClientRoute | undefined): string => {
    const key = route?.landing ? route.screen : '';
    let links = linksByScreen.get(key);
    if (links === undefined) {
      links = chunkLinks(route?.landing ? [...LAYOUT_MODULES, screenModulePath(route)] : LAYOUT_MODULES);
      linksByScreen.set(key, links);
    }
    return links;
  };

  /**
   * The screen's reads, answered by the services their API routes call, for the reader the request names
   * (ssr/landing-data.ts), into a query cache under the keys the web app's queries use. Only answers are kept
   * (a 404 or a bad query leaves the read to the browser); the answers in `reads` order. They enter the cache
   * in that order too, whichever came back first: the dehydrated state (and the page's ETag) must not depend on
   * which read won the race.
   */
  async function read(request: FastifyRequest, reads: FirstRead[], cache: QueryClient): Promise<unknown[]> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), READ_BUDGET_MS);
    });
    let answers: unknown[];
    try {
      const viewer = reads.length > 0 ? await getViewer(request) : null;
      answers = await Promise.all(
        reads.map((first) => Promise.race([readLandingData(db, first, viewer).catch(() => undefined), late])),
      );
    } finally {
      clearTimeout(timer);
    }
    reads.forEach((first, i) => {
      const body = answers[i];
      if (body === undefined) return;
      cache.setQueryData(first.queryKey, first.infinite ? { pages: [body], pageParams: [1] } : body);
    });
    return answers;
  }

  /**
   * The screen rendered by the web app's server render, or undefined when it failed: the page then goes out
   * as the shell, which the browser renders into (a 200, never an error page), and the failure is logged.
   */
  async function renderScreen(
    request: FastifyRequest,
    input: Omit<RenderInput, 'url'>,
  ): Promise<RenderResult | undefined> {
    try {
      return await renderApp?.({ url: new URL(request.url, PAGE_ORIGIN).href, ...input });
    } catch (error) {
      request.log.error({ err: error }, 'server render failed; sending the shell for the browser to render');
      // Not kept for the next reader: the next request tries the render again.
      keepAnswerUntil(request, new Date());
      return undefined;
    }
  }

  return {
    missingScreens: (routes) =>
      Object.keys(manifest).length === 0
        ? []
        : routes.map(screenModulePath).filter((module) => !manifest[module]),

    async send(request, reply, route) {
      const search = request.url.split('?')[1] ?? '';
      const cache = new QueryClient();
      let images: ImageHint[] = [];
      if (route?.landing) {
        const params = (request.params ?? {}) as Record<string, string | undefined>;
        const answers = await read(request, route.landing.reads(params, search), cache);
        images = route.landing.images?.(answers) ?? [];
        // A page missing a read (late, or a meal that is not there) is not kept for the next reader.
        if (answers.includes(undefined)) keepAnswerUntil(request, new Date());
      }
      // No session cookie: signed out, for certain. Said here, the app need not ask before it shows the top
      // bar. With a cookie the app asks itself: better-auth may renew the session, and the renewed cookie
      // must reach the browser in that answer.
      if (!getSessionCookie(new Headers({ cookie: request.headers.cookie ?? '' }))) {
        cache.setQueryData(queryKeys.session, null);
      }
      const state = dehydrate(cache);
      const locale = requestLocale(request.headers);
      const theme = chosenTheme(request.headers.cookie);
      let rendered = '';
      if (route?.landing && renderApp) {
        const result = await renderScreen(request, { locale, theme, state });
        if (result && 'redirect' in result) return reply.redirect(result.redirect, result.status);
        rendered = result?.html ?? '';
      }
      const head = linksFor(route) + messageLinks(locale) + images.map(imageLink).join('');
      const bodyEnd =
        state.queries.length > 0
          ? `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptSafeJson(state)}</script>`
          : '';
      const html = template.page({ locale, theme, head, app: rendered, bodyEnd });
      // The same page again (the reads' times aside) revalidates to a 304; the browser then keeps the old
      // times too, so the app refetches whatever has grown stale.
      const etag = `"${createHash('sha256')
        .update(JSON.stringify([locale, theme ?? null, head, rendered]))
        .update(JSON.stringify(state.queries.map((query) => [query.queryHash, query.state.data])))
        .update(template.fingerprint)
        .digest('base64url')
        .slice(0, 27)}"`;
      return reply.header('etag', etag).type('text/html; charset=utf-8').send(html);
    },
  };
}
