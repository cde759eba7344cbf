import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ALL_MEALS_DEFAULT_QUERY,
  BANNER_SIZES,
  bannerSrc,
  bannerSrcSet,
  FEATURED_MEALS_QUERY,
  FIRST_BANNER_ID,
  FIRST_SCREEN_ELEMENT_ID,
  type FirstScreenRead,
  HOME_CARD_IMAGE,
  type ImageSlot,
  imageSrcSet,
  LIST_CARD_IMAGE,
  isThemeName,
  MEAL_DETAILS_IMAGE,
  mealReviewsQuery,
  SESSION_READ_URL,
  THEME_COLORS,
  THEME_COOKIE,
  type ThemeName,
  uuidSchema,
  withQuery,
} from '@messhall/shared';
import { getSessionCookie } from 'better-auth/cookies';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/escape-html.js';

/**
 * index.html per client route, with what its first screen needs (decision 0020): the screen's chunks as
 * modulepreload (and its stylesheet), the API reads it makes at once answered inline as a JSON block, and
 * the picture its first paint shows as an image preload. The browser then fetches all of it alongside the
 * entry, and the app renders the whole screen in its first task instead of spinner → data → images.
 */

/** How long a page waits for its reads; a slower one is left to the browser, the page goes out without it. */
const READ_BUDGET_MS = 300;

interface ImageHint {
  href: string;
  srcset?: string | undefined;
  sizes?: string | undefined;
}

interface LandingScreen {
  /** The screen's module, as the web build's manifest names it. */
  module: string;
  /** The API reads the screen makes at once on this URL (withQuery form); none for other variants. */
  reads: (params: Record<string, string>, search: string) => string[];
  /** The pictures its first paint shows, from the answers (in `reads` order; undefined where one failed). */
  images?: (answers: unknown[]) => ImageHint[];
}

const image = (src: unknown, slot: ImageSlot): ImageHint[] =>
  typeof src === 'string' && (src.startsWith('/') || src.startsWith('https://'))
    ? [{ href: src, srcset: imageSrcSet(src, slot.widths), sizes: slot.sizes }]
    : [];

const firstMealImage = (answer: unknown): unknown =>
  (answer as { meals?: Array<{ image?: unknown }> } | undefined)?.meals?.[0]?.image;

/** Client routes (config/paths.ts in the web app) that a visit commonly opens on. */
const SCREENS: Array<{ pattern: RegExp; screen: LandingScreen }> = [
  {
    pattern: /^\/$/,
    screen: {
      module: 'src/app/routes/home.tsx',
      reads: () => [withQuery('/api/meals', FEATURED_MEALS_QUERY)],
      // The banner is the largest picture on a wide screen, the first Featured card on a phone.
      images: ([featured]) => [
        { href: bannerSrc(FIRST_BANNER_ID), srcset: bannerSrcSet(FIRST_BANNER_ID), sizes: BANNER_SIZES },
        ...image(firstMealImage(featured), HOME_CARD_IMAGE),
      ],
    },
  },
  {
    pattern: /^\/meals$/,
    screen: {
      module: 'src/app/routes/meals.tsx',
      // With filters in the URL the screen asks for something else: chunks only.
      reads: (_params, search) => (search ? [] : [withQuery('/api/meals', ALL_MEALS_DEFAULT_QUERY)]),
      images: ([list]) => image(firstMealImage(list), LIST_CARD_IMAGE),
    },
  },
  {
    pattern: /^\/mealdetails\/(?<id>[^/]+)$/,
    screen: {
      module: 'src/app/routes/meal-details.tsx',
      reads: ({ id = '' }) => {
        if (!uuidSchema.safeParse(id).success) return [];
        const meal = `/api/meals/${encodeURIComponent(id)}`;
        return [meal, withQuery(`${meal}/reviews`, mealReviewsQuery(1))];
      },
      images: ([meal]) => image((meal as { image?: unknown } | undefined)?.image, MEAL_DETAILS_IMAGE),
    },
  },
  { pattern: /^\/upcomingmeals$/, screen: { module: 'src/app/routes/upcoming-meals.tsx', reads: () => [] } },
  { pattern: /^\/login$/, screen: { module: 'src/app/routes/login.tsx', reads: () => [] } },
  { pattern: /^\/signup$/, screen: { module: 'src/app/routes/signup.tsx', reads: () => [] } },
];

/** The layout's lazy parts that every first screen renders (RootLayout's footer). */
const LAYOUT_MODULES = ['src/app/layouts/site-footer.tsx'];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** `module` and everything it imports statically, as manifest entries. */
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

/** The no-flash theme script of index.html, for the Vite dev server; the server's pages do its work. */
const THEME_INIT_SCRIPT = '<script src="/theme-init.js"></script>';

/** The theme the visitor chose (the cookie lib/apply-theme.ts writes in the web app), if any. */
function chosenTheme(cookieHeader: string | undefined): ThemeName | undefined {
  const value = cookieHeader
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === THEME_COOKIE)?.[1];
  return isThemeName(value) ? value : undefined;
}

/** `page` in the chosen theme: `data-theme` on <html> and the browser UI colour; unchanged without a choice. */
function themed(page: string, theme: ThemeName | undefined): string {
  if (!theme) return page;
  return page
    .replace('<html', `<html data-theme="${theme}"`)
    .replace(/(<meta name="theme-color" content=")[^"]*"/g, `$1${THEME_COLORS[theme]}"`);
}

export interface FirstScreenPages {
  /** Sends index.html for `request`'s client route, with its first screen's hints and data. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

export function firstScreenPages(app: FastifyInstance, webDist: string): FirstScreenPages {
  // The server writes the theme itself (themed() below), so the page needs no blocking script for it.
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8').replace(THEME_INIT_SCRIPT, '');
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    app.log.warn('web build has no .vite/manifest.json: pages go out without chunk hints');
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entryChunks = entry ? closure(manifest, entry) : new Set<string>();

  /** The <link>s for a screen's chunks beyond the entry's: the same for every request, so built once. */
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
  const screens = SCREENS.map(({ pattern, screen }) => ({
    pattern,
    screen,
    links: chunkLinks([...LAYOUT_MODULES, screen.module]),
  }));
  const layoutOnly = chunkLinks(LAYOUT_MODULES);

  /** The screen's reads, made through the app as the visitor (their cookie, their address): 200s only. */
  async function read(request: FastifyRequest, urls: string[]): Promise<Array<FirstScreenRead | undefined>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), READ_BUDGET_MS);
    });
    try {
      return await Promise.all(
        urls.map((url) =>
          Promise.race([
            app
              .inject({ method: 'GET', url, headers, remoteAddress: request.ip })
              .then((response) =>
                response.statusCode === 200
                  ? { url, at: Date.now(), body: response.json() as unknown }
                  : undefined,
              )
              .catch(() => undefined),
            late,
          ]),
        ),
      );
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async send(request, reply) {
      const [pathname = '/', search = ''] = request.url.split('?');
      const match = screens.find(({ pattern }) => pattern.test(pathname));
      let head = layoutOnly;
      let body = '';
      let reads: FirstScreenRead[] = [];
      if (match) {
        const params = pathname.match(match.pattern)?.groups ?? {};
        const answers = await read(request, match.screen.reads(params, search));
        const images = match.screen.images?.(answers.map((answer) => answer?.body)) ?? [];
        reads = answers.filter((answer) => answer !== undefined);
        head =
          match.links +
          images
            .map(
              (hint) =>
                `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(hint.href)}"` +
                (hint.srcset ? ` imagesrcset="${escapeHtml(hint.srcset)}"` : '') +
                (hint.sizes ? ` imagesizes="${escapeHtml(hint.sizes)}"` : '') +
                '>',
            )
            .join('');
      }
      // No session cookie: signed out, for certain. Said here, the app need not ask before it shows the top
      // bar. With a cookie the app asks itself: better-auth may renew the session, and the renewed cookie
      // must reach the browser in that answer.
      if (!getSessionCookie(new Headers({ cookie: request.headers.cookie ?? '' }))) {
        reads.push({ url: SESSION_READ_URL, at: Date.now(), body: null });
      }
      if (reads.length > 0) {
        body = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptSafeJson(reads)}</script>`;
      }
      const page = themed(template, chosenTheme(request.headers.cookie));
      // Replacer functions: a string replacement would read `$&` or `$'` in a meal's title as a pattern.
      const html = page.replace('</head>', () => `${head}</head>`).replace('</body>', () => `${body}</body>`);
      // The same page again (the reads' times aside) revalidates to a 304; the browser then keeps the old
      // times too, so the app refetches whatever has grown stale.
      const etag = `"${createHash('sha256')
        .update(head)
        .update(JSON.stringify(reads.map(({ url, body: answer }) => [url, answer])))
        .update(page)
        .digest('base64url')
        .slice(0, 27)}"`;
      // The reads went out with the visitor's cookie (a signed-in student sees their own likes): private.
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('text/html; charset=utf-8').send(html);
    },
  };
}
