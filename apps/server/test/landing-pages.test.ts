import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import {
  ALL_MEALS_DEFAULT_QUERY,
  BANNER_SIZES,
  bannerSrcSet,
  FEATURED_MEALS_QUERY,
  FIRST_BANNER_ID,
  HOME_CARD_IMAGE,
  imageSrcSet,
  LIST_CARD_IMAGE,
  MEAL_DETAILS_IMAGE,
  mealReviewsQuery,
  QUERY_STATE_ELEMENT_ID,
  queryKeys,
  withQuery,
} from '@messhall/shared';
import { hashKey } from '@tanstack/query-core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { meals } from '../src/db/schema/index.js';
import { buildTestApp, testConfig, type TestApp } from './helper.js';
import { insertMeals } from './factories/meals.js';
import { createUser, type TestUser } from './factories/users.js';

// The page of each client route (ssr/landing-pages.ts, decisions 0027 and 0071), on the real app and database
// with a stand-in web build: the route's chunks as hints, its first API reads as a dehydrated query cache, its
// first picture as a preload — and none of it where it would be wrong (filters, an unknown meal, an asset).
// This build has no server render: the pages are the shell. The render's own wiring is tested below it.

let t: TestApp;
let webDist: string;
let student: TestUser;
const ids = { cheapest: '', escaping: '', liked: '' };

const REVIEW = 'Soft rice and plenty of vegetables.';
const EVIL_TITLE = 'Dal </script><script>alert(1)</script> Special';
const FEATURED_URL = withQuery('/api/meals', FEATURED_MEALS_QUERY);
const ALL_MEALS_URL = withQuery('/api/meals', ALL_MEALS_DEFAULT_QUERY);
const reviewsUrl = (mealId: string) => withQuery(`/api/meals/${mealId}/reviews`, mealReviewsQuery(1));
// The query keys the web app reads them under.
const FEATURED = queryKeys.mealList(FEATURED_MEALS_QUERY);
const ALL_MEALS = queryKeys.mealList(ALL_MEALS_DEFAULT_QUERY);
const SESSION = queryKeys.session;

/** What Vite writes for the web app, cut down to the entries the plugin looks at. */
function writeWebBuild(dir: string) {
  writeFileSync(
    path.join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <title>Messhall</title>',
      '    <meta name="theme-color" content="#fffaf5" media="(prefers-color-scheme: light)" />',
      '    <meta name="theme-color" content="#1c1410" media="(prefers-color-scheme: dark)" />',
      '    <script src="/theme-init.js"></script>',
      '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
  );
  mkdirSync(path.join(dir, 'assets'));
  for (const file of [
    'index-abc.js',
    'home-1.js',
    'shared-1.js',
    'meals-1.js',
    'details-1.js',
    'footer-1.js',
    'messages-bn-1.js',
  ])
    writeFileSync(path.join(dir, 'assets', file), `export const chunk = ${JSON.stringify(file)};\n`);
  for (const file of ['index-abc.css', 'screens-1.css'])
    writeFileSync(path.join(dir, 'assets', file), 'body { margin: 0 }\n');
  mkdirSync(path.join(dir, '.vite'));
  const manifest = {
    'index.html': {
      file: 'assets/index-abc.js',
      src: 'index.html',
      isEntry: true,
      css: ['assets/index-abc.css'],
      dynamicImports: [
        'src/app/routes/home.tsx',
        'src/app/routes/meals.tsx',
        'src/app/routes/meal-details.tsx',
        'src/app/layouts/site-footer.tsx',
      ],
    },
    'src/app/routes/home.tsx': {
      file: 'assets/home-1.js',
      src: 'src/app/routes/home.tsx',
      isDynamicEntry: true,
      imports: ['index.html', '_shared-1.js'],
    },
    '_shared-1.js': { file: 'assets/shared-1.js', name: 'shared' },
    'src/app/routes/meals.tsx': {
      file: 'assets/meals-1.js',
      src: 'src/app/routes/meals.tsx',
      isDynamicEntry: true,
      imports: ['index.html', '_shared-1.js'],
      css: ['assets/screens-1.css'],
    },
    'src/app/routes/meal-details.tsx': {
      file: 'assets/details-1.js',
      src: 'src/app/routes/meal-details.tsx',
      isDynamicEntry: true,
      css: ['assets/screens-1.css'],
    },
    'src/app/layouts/site-footer.tsx': {
      file: 'assets/footer-1.js',
      src: 'src/app/layouts/site-footer.tsx',
      isDynamicEntry: true,
    },
    'src/locales/first-bn.ts': {
      file: 'assets/messages-bn-1.js',
      src: 'src/locales/first-bn.ts',
      isDynamicEntry: true,
    },
  };
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest, null, 2));
}

beforeAll(async () => {
  webDist = path.join(mkdtempSync(path.join(os.tmpdir(), 'messhall-first-screen-')), 'dist');
  mkdirSync(webDist);
  writeWebBuild(webDist);
  t = await buildTestApp({ WEB_DIST: webDist });
  student = await createUser(t.app, t.database, { name: 'Student' });
  // Each meal its own picture, so an image hint names exactly one meal; the cheapest leads "Featured".
  const [cheapest = '', escaping = '', liked = ''] = await insertMeals(t.database.db, [
    { title: 'Singara', price: 5, image: `/api/images/${randomUUID()}` },
    { title: EVIL_TITLE, price: 50, image: `/api/images/${randomUUID()}` },
    { title: 'Vegetable Khichuri', price: 120, image: `/api/images/${randomUUID()}` },
  ]);
  Object.assign(ids, { cheapest, escaping, liked });
  const like = await t.app.inject({
    method: 'PATCH',
    url: `/api/meals/${liked}/like`,
    headers: student.headers,
  });
  expect(like.json()).toMatchObject({ liked: true });
  const review = await t.app.inject({
    method: 'POST',
    url: `/api/meals/${liked}/reviews`,
    headers: student.headers,
    payload: { content: REVIEW, rating: 4 },
  });
  expect(review.statusCode).toBe(201);
  // The page waits only 300 ms for its reads; warm the queries up so a cold database cannot drop them.
  for (const url of [FEATURED_URL, ALL_MEALS_URL, `/api/meals/${ids.liked}`, reviewsUrl(ids.liked)])
    await api(url);
}, 60_000);
afterAll(async () => {
  await t?.close();
  if (webDist) rmSync(path.dirname(webDist), { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** An API answer exactly as the browser would get it, to compare with what the page carries inline. */
async function api(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await page(url, headers);
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

const BLOCK = new RegExp(
  `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

interface DehydratedQuery {
  queryKey: unknown[];
  queryHash: string;
  state: { data: unknown; dataUpdatedAt: number; status: string };
}

/** The page's dehydrated queries, parsed as the web app would; undefined when the page has none. */
function firstScreen(html: string): DehydratedQuery[] | undefined {
  const match = BLOCK.exec(html);
  return match ? (JSON.parse(match[1] ?? '') as { queries: DehydratedQuery[] }).queries : undefined;
}

/** The hashes of the screen's own queries (sorted), without the signed-out session of every visitor's page. */
const screenReads = (html: string) =>
  (firstScreen(html) ?? [])
    .map((q) => q.queryHash)
    .filter((hash) => hash !== hashKey(SESSION))
    .sort();

/** The data of the page's query under `key` (an infinite query's first page), and when it was read. */
function readOf(html: string, key: readonly unknown[]): { body: unknown; at: number } {
  const queries = firstScreen(html);
  expect(queries, 'data block').toBeDefined();
  const query = queries?.find((q) => q.queryHash === hashKey(key));
  expect(query, JSON.stringify(key)).toBeDefined();
  expect(query?.state.status).toBe('success');
  const data = query?.state.data as { pages?: unknown[]; pageParams?: unknown[] } | null;
  const infinite = data !== null && typeof data === 'object' && Array.isArray(data.pages);
  if (infinite) expect(data.pageParams).toEqual([1]);
  return { body: infinite ? data.pages?.[0] : data, at: query?.state.dataUpdatedAt ?? 0 };
}

const hashes = (...keys: Array<readonly unknown[]>) => keys.map((key) => hashKey(key)).sort();

const hrefs = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="([^"]*)">`, 'g'))].map((m) => m[1]);

interface ImageHint {
  href?: string;
  imagesrcset?: string;
  imagesizes?: string;
}

/** The high-priority image preloads, attribute values unescaped. */
function imagePreloads(html: string): ImageHint[] {
  const unescape = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high"([^>]*)>/g)].map((m) =>
    Object.fromEntries(
      [...(m[1] ?? '').matchAll(/ (\w+)="([^"]*)"/g)].map(([, name, value]) => [name, unescape(value ?? '')]),
    ),
  );
}

/** Counts the (non-overlapping) occurrences of `needle` in `html`. */
const count = (html: string, needle: string) => html.split(needle).length - 1;

/** A 200 HTML page with its hints inside <head> and its data block inside <body>. */
async function htmlPage(url: string, headers: Record<string, string> = {}) {
  const res = await page(url, headers);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const html = res.body;
  // Everything the plugin adds must land where the browser acts on it early: hints in <head>, data in <body>.
  const headEnd = html.indexOf('</head>');
  for (const link of html.matchAll(/<link rel="(modulepreload|preload)"/g))
    expect(link.index).toBeLessThan(headEnd);
  const block = BLOCK.exec(html);
  if (block) {
    expect(block.index).toBeGreaterThan(html.indexOf('<div id="root"></div>'));
    expect(block.index).toBeLessThan(html.indexOf('</body>'));
  }
  return { res, html };
}

describe('GET / (Home)', () => {
  it('preloads the Home and footer chunks beyond the entry', async () => {
    const { html } = await htmlPage('/');
    const preloads = hrefs(html, 'modulepreload');
    expect(preloads).toEqual(
      expect.arrayContaining(['/assets/home-1.js', '/assets/shared-1.js', '/assets/footer-1.js']),
    );
    // The entry is already a <script> in the page; the other screens' chunks are not needed here.
    expect(preloads).not.toContain('/assets/index-abc.js');
    expect(preloads).not.toContain('/assets/meals-1.js');
    expect(preloads).not.toContain('/assets/details-1.js');
    expect(new Set(preloads).size).toBe(preloads.length);
    expect(count(html, 'href="/assets/index-abc.css"')).toBe(1);
  });

  it('carries the Featured read inline, identical to the API answer', async () => {
    const before = Date.now();
    const { html } = await htmlPage('/');
    expect(screenReads(html)).toEqual(hashes(['meals', 'list', { sort: 'price', order: 'asc', limit: 30 }]));
    const read = readOf(html, FEATURED);
    expect(read.body).toEqual(await api(FEATURED_URL));
    expect(read.at).toBeGreaterThanOrEqual(before);
    expect(read.at).toBeLessThanOrEqual(Date.now());
  });

  it('preloads the first banner and the first Featured picture with their srcset and sizes', async () => {
    const { html } = await htmlPage('/');
    const featured = (await api(FEATURED_URL)) as { meals: Array<{ _id: string; image: string }> };
    const first = featured.meals[0];
    expect(first?._id).toBe(ids.cheapest);
    expect(imagePreloads(html)).toEqual([
      {
        href: '/api/images/00000000-0000-4000-8000-00000000b001',
        imagesrcset: bannerSrcSet(FIRST_BANNER_ID),
        imagesizes: BANNER_SIZES,
      },
      {
        href: first?.image,
        imagesrcset: imageSrcSet(first?.image ?? '', HOME_CARD_IMAGE.widths),
        imagesizes: HOME_CARD_IMAGE.sizes,
      },
    ]);
    // Spelled out once, so a change to the shared helpers shows up here too.
    expect(imagePreloads(html)[0]?.imagesrcset).toBe(
      '/api/images/00000000-0000-4000-8000-00000000b001?w=800 800w,/api/images/00000000-0000-4000-8000-00000000b001 1600w',
    );
  });
});

describe('GET /meals (All Meals)', () => {
  it('carries the default list read inline and links the screen stylesheet once', async () => {
    expect(ALL_MEALS_URL).toBe('/api/meals?category=All&minPrice=0&maxPrice=1000&page=1&limit=30');
    const { html } = await htmlPage('/meals');
    expect(screenReads(html)).toEqual(hashes(ALL_MEALS));
    const list = (await api(ALL_MEALS_URL)) as { meals: Array<{ image: string }> };
    expect(readOf(html, ALL_MEALS).body).toEqual(list);

    expect(hrefs(html, 'modulepreload')).toEqual(
      expect.arrayContaining(['/assets/meals-1.js', '/assets/shared-1.js', '/assets/footer-1.js']),
    );
    expect(hrefs(html, 'modulepreload')).not.toContain('/assets/index-abc.js');
    expect(hrefs(html, 'stylesheet').filter((href) => href === '/assets/screens-1.css')).toHaveLength(1);
    // The entry's stylesheet is the template's own <link>; the screen's links must not repeat it.
    expect(count(html, '/assets/index-abc.css')).toBe(1);

    const first = list.meals[0]?.image ?? '';
    expect(imagePreloads(html)).toEqual([
      {
        href: first,
        imagesrcset: imageSrcSet(first, LIST_CARD_IMAGE.widths),
        imagesizes: LIST_CARD_IMAGE.sizes,
      },
    ]);
  });

  it('with filters in the URL sends the chunk hints but no screen data or picture', async () => {
    const { html } = await htmlPage('/meals?category=Lunch');
    expect(hrefs(html, 'modulepreload')).toContain('/assets/meals-1.js');
    expect(hrefs(html, 'stylesheet')).toContain('/assets/screens-1.css');
    expect(screenReads(html)).toEqual([]);
    expect(imagePreloads(html)).toEqual([]);
  });
});

describe('GET /mealdetails/:id', () => {
  it('carries the meal and its first page of reviews inline, read as the visitor (likedByMe false)', async () => {
    const url = `/api/meals/${ids.liked}`;
    const reviews = reviewsUrl(ids.liked);
    expect(reviews).toBe(`/api/meals/${ids.liked}/reviews?page=1&limit=20`);
    const { html } = await htmlPage(`/mealdetails/${ids.liked}`);
    expect(screenReads(html)).toEqual(hashes(queryKeys.meal(ids.liked), queryKeys.mealReviews(ids.liked)));
    const read = readOf(html, queryKeys.meal(ids.liked));
    expect(read.body).toMatchObject({ _id: ids.liked, likedByMe: false, likes: 1 });
    expect(read.body).toEqual(await api(url));
    const reviewsRead = readOf(html, queryKeys.mealReviews(ids.liked));
    expect(reviewsRead.body).toMatchObject({ reviews: [expect.objectContaining({ content: REVIEW })] });
    expect(reviewsRead.body).toEqual(await api(reviews));
    expect(hrefs(html, 'modulepreload')).toEqual(
      expect.arrayContaining(['/assets/details-1.js', '/assets/footer-1.js']),
    );
    // The template's own entry stylesheet, then the screen's, each once.
    expect(hrefs(html, 'stylesheet')).toEqual(['/assets/index-abc.css', '/assets/screens-1.css']);

    const { image } = read.body as { image: string };
    expect(imagePreloads(html)).toEqual([
      {
        href: image,
        imagesrcset: imageSrcSet(image, MEAL_DETAILS_IMAGE.widths),
        imagesizes: MEAL_DETAILS_IMAGE.sizes,
      },
    ]);
  });

  it('reads with the signed-in student’s cookie: their like shows (likedByMe true)', async () => {
    const url = `/api/meals/${ids.liked}`;
    const { html } = await htmlPage(`/mealdetails/${ids.liked}`, student.headers);
    const read = readOf(html, queryKeys.meal(ids.liked));
    expect(read.body).toMatchObject({ _id: ids.liked, likedByMe: true, likes: 1 });
    expect(read.body).toEqual(await api(url, student.headers));
    expect(readOf(html, queryKeys.mealReviews(ids.liked)).body).toEqual(
      await api(reviewsUrl(ids.liked), student.headers),
    );
  });

  it.each([
    ['a malformed id', 'not-a-uuid'],
    ['an unknown meal', randomUUID()],
  ])('for %s is still the app (200) but without meal data or picture', async (_what, id) => {
    const { html } = await htmlPage(`/mealdetails/${id}`);
    expect(html).toContain('<div id="root"></div>');
    expect(hrefs(html, 'modulepreload')).toContain('/assets/details-1.js');
    expect(screenReads(html)).toEqual([]);
    expect(imagePreloads(html)).toEqual([]);
  });
});

describe("the page's data", () => {
  it('comes from the services inside the one request: no read re-enters the app', async () => {
    // Another instance on the same database, watching every request that reaches it.
    const app = await buildApp({ config: t.config, database: t.database, authSecret: t.authSecret });
    const seen: string[] = [];
    app.addHook('onRequest', async (request) => {
      seen.push(request.url);
    });
    await app.ready();
    const visits = [
      ['/', {}],
      ['/meals', {}],
      [`/mealdetails/${ids.liked}`, student.headers],
    ] as const;
    try {
      // A first round warms the new instance up: its page then has its reads within the page's 300 ms.
      for (const [url, headers] of visits) await app.inject({ method: 'GET', url, headers });
      for (const [url, headers] of visits) {
        seen.length = 0;
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, url).toBe(200);
        expect(screenReads(res.body).length, url).toBeGreaterThan(0);
        expect(seen, url).toEqual([url]);
      }
    } finally {
      await app.close();
    }
  });
});

describe('the public cache', () => {
  let cached: FastifyInstance;
  beforeAll(async () => {
    // Another instance on the same database with the public response cache on (decision 0016).
    const config = testConfig({ WEB_DIST: webDist, PUBLIC_CACHE_MB: '4' });
    cached = await buildApp({ config, database: t.database, authSecret: t.authSecret });
    await cached.ready();
  });
  afterAll(async () => {
    await cached?.close();
  });
  const visit = (url: string, headers: Record<string, string> = {}) =>
    cached.inject({ method: 'GET', url, headers });

  it("keeps a visitor's page, with its ETag and headers, for the next visitor", async () => {
    const first = await visit('/meals');
    const second = await visit('/meals');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);
    for (const res of [first, second]) {
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toBe('cookie, accept-language');
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    const notModified = await visit('/meals', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
  });

  it('keeps each language and theme apart', async () => {
    const lang = (html: string) => /<html[^>]* lang="([^"]*)"/.exec(html)?.[1];
    await visit('/');
    const bangla = await visit('/', { 'accept-language': 'bn' });
    expect(lang(bangla.body)).toBe('bn');
    expect(lang((await visit('/', { cookie: 'messhall-locale=bn' })).body)).toBe('bn');
    expect((await visit('/', { cookie: 'messhall-theme=messhall-dark' })).body).toContain(
      'data-theme="messhall-dark"',
    );
    const english = await visit('/');
    expect(english.headers['x-cache']).toBe('HIT');
    expect(lang(english.body)).toBe('en');
    expect(english.body).not.toContain('data-theme=');
  });

  it("keeps a signed-in student's page apart from the visitors', and a write empties both", async () => {
    const url = `/mealdetails/${ids.cheapest}`;
    const likes = (html: string) => readOf(html, queryKeys.meal(ids.cheapest)).body;
    expect(likes((await visit(url)).body)).toMatchObject({ likes: 0, likedByMe: false });
    expect(likes((await visit(url, student.headers)).body)).toMatchObject({ likes: 0, likedByMe: false });
    const like = await cached.inject({
      method: 'PATCH',
      url: `/api/meals/${ids.cheapest}/like`,
      headers: student.headers,
    });
    expect(like.json()).toMatchObject({ liked: true });
    const own = await visit(url, student.headers);
    expect(own.headers['x-cache']).toBe('MISS');
    expect(likes(own.body)).toMatchObject({ likes: 1, likedByMe: true });
    expect(likes((await visit(url)).body)).toMatchObject({ likes: 1, likedByMe: false });
    const unlike = await cached.inject({
      method: 'PATCH',
      url: `/api/meals/${ids.cheapest}/like`,
      headers: student.headers,
    });
    expect(unlike.json()).toMatchObject({ liked: false });
  });

  it('does not keep a page that lacks its data (an unknown meal)', async () => {
    const url = `/mealdetails/${randomUUID()}`;
    await visit(url);
    expect((await visit(url)).headers['x-cache']).toBe('MISS');
  });
});

describe('the signed-in state', () => {
  it.each([
    '/',
    '/meals',
    `/mealdetails/${randomUUID()}`,
    '/upcomingmeals',
    '/login',
    '/dashboard',
    '/nowhere',
  ])('%s without a session cookie says signed out (null), so the app need not ask', async (url) => {
    const before = Date.now();
    const { html } = await htmlPage(url, { cookie: 'messhall-theme=dark' });
    const read = readOf(html, SESSION);
    expect(read.body).toBeNull();
    expect(read.at).toBeGreaterThanOrEqual(before);
    // What the app would have been told.
    expect(await api('/api/auth/get-session')).toBeNull();
  });

  it('is left to the app when the request has a session cookie (a renewed cookie must reach the browser)', async () => {
    const { html } = await htmlPage(`/mealdetails/${ids.liked}`, student.headers);
    expect(firstScreen(html)?.map((q) => q.queryHash)).not.toContain(hashKey(SESSION));
    expect(screenReads(html)).toEqual(hashes(queryKeys.meal(ids.liked), queryKeys.mealReviews(ids.liked)));
  });
});

describe('inline data that cannot break out of its <script>', () => {
  it.each([
    ['/', () => FEATURED],
    ['/meals', () => ALL_MEALS],
    ['/mealdetails/:escaping', () => queryKeys.meal(ids.escaping)],
  ])('%s keeps a </script> title inert and intact', async (route, key) => {
    const { html } = await htmlPage(route.replace(':escaping', ids.escaping));
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<script>alert(1)');
    const body = readOf(html, key()).body as { title: string } | { meals: Array<{ title: string }> };
    const titles = 'meals' in body ? body.meals.map((m) => m.title) : [body.title];
    expect(titles).toContain(EVIL_TITLE);
  });
});

describe('revalidation', () => {
  it('answers private, no-cache with an ETag, and 304 when the page is unchanged', async () => {
    const first = await page('/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await page('/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('private, no-cache');

    expect((await page('/', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('gives a signed-in student’s page its own ETag, so a visitor never revalidates onto it', async () => {
    const url = `/mealdetails/${ids.liked}`;
    const visitorTag = String((await page(url)).headers.etag);
    const studentTag = String((await page(url, student.headers)).headers.etag);
    expect(studentTag).not.toBe(visitorTag);
    const visitor = await page(url, { 'if-none-match': studentTag });
    expect(visitor.statusCode).toBe(200);
    expect(readOf(visitor.body, queryKeys.meal(ids.liked)).body).toMatchObject({ likedByMe: false });
  });
});

describe("the page's language", () => {
  const lang = (html: string) => /<html[^>]* lang="([^"]*)"/.exec(html)?.[1];
  const preloadsMessages = (html: string, locale: string) =>
    html.includes(`<link rel="modulepreload" crossorigin href="/assets/messages-${locale}-1.js">`);

  it("follows the browser's languages without a choice, and preloads Bangla's messages (English's are in the code)", async () => {
    const { html: bangla } = await htmlPage('/', { 'accept-language': 'bn-BD,bn;q=0.9,en-US;q=0.8' });
    expect(lang(bangla)).toBe('bn');
    expect(preloadsMessages(bangla, 'bn')).toBe(true);

    const { html: french } = await htmlPage('/meals', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(lang(french)).toBe('en');
    expect(preloadsMessages(french, 'bn')).toBe(false);
  });

  it('takes the choice kept in the cookie over the browser, alongside a chosen theme', async () => {
    const { html } = await htmlPage('/', {
      'accept-language': 'bn-BD,bn;q=0.9',
      cookie: 'messhall-locale=en; messhall-theme=messhall-dark',
    });
    expect(html).toContain('<html data-theme="messhall-dark" lang="en">');
    const { html: chosen } = await htmlPage('/', { cookie: 'messhall-locale=bn' });
    expect(lang(chosen)).toBe('bn');
  });

  it('ignores a cookie value that is not a language', async () => {
    const { html } = await htmlPage('/', { cookie: 'messhall-locale="><script>alert(1)</script>' });
    expect(lang(html)).toBe('en');
    expect(html).not.toContain('"><script>');
  });

  it('gives each language its own ETag and says the page varies by cookie and language', async () => {
    const english = await page('/', { 'accept-language': 'en' });
    const bangla = await page('/', { 'accept-language': 'bn' });
    expect(english.headers.etag).not.toBe(bangla.headers.etag);
    expect(String(bangla.headers.vary)).toMatch(/accept-language/i);
    expect(String(bangla.headers.vary)).toMatch(/cookie/i);
  });
});

describe('the theme a visitor chose', () => {
  it('is written into the page from its cookie, and the blocking theme script is left out', async () => {
    const { html: plain } = await htmlPage('/');
    expect(plain).toContain('<html lang="en">');
    expect(plain).not.toContain('theme-init.js');
    expect(count(plain, 'content="#fffaf5"')).toBe(1);

    const { html: dark } = await htmlPage('/', { cookie: 'other=1; messhall-theme=messhall-dark' });
    expect(dark).toContain('<html data-theme="messhall-dark" lang="en">');
    expect(count(dark, '<meta name="theme-color" content="#1c1410"')).toBe(2);
    expect(dark).not.toContain('theme-init.js');
  });

  it('ignores a cookie value that is not one of the themes', async () => {
    const { html } = await htmlPage('/meals', { cookie: 'messhall-theme="><script>alert(1)</script>' });
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('data-theme');
    expect(html).not.toContain('"><script>');
  });

  it('gives each theme its own ETag', async () => {
    const light = String((await page('/', { cookie: 'messhall-theme=messhall' })).headers.etag);
    const dark = String((await page('/', { cookie: 'messhall-theme=messhall-dark' })).headers.etag);
    expect(light).not.toBe(dark);
  });
});

describe('compression', () => {
  // Client routes other than "/" used to be answered by the not-found handler, where route hooks such as
  // compression never run: /meals went out as 23 KB of plain HTML on the critical path.
  it.each(['/', '/meals', '/mealdetails/:id'])(
    'sends %s compressed when the browser accepts it',
    async (route) => {
      const url = route.replace(':id', ids.liked);
      const plain = await page(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const res = await page(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      // The same page, up to the time each read was made.
      const readTimesOut = (html: string) => html.replaceAll(/"(dataUpdatedAt|dehydratedAt)":\d+/g, '"$1":0');
      expect(readTimesOut(brotliDecompressSync(res.rawPayload).toString('utf8'))).toBe(
        readTimesOut(plain.body),
      );
    },
  );
});

describe('what is not a client route', () => {
  it('a missing file is a plain 404, while a real asset is served', async () => {
    expect((await page('/assets/home-1.js')).statusCode).toBe(200);
    const missing = await page('/assets/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });

  it('an unknown /api path is a JSON 404', async () => {
    const res = await page('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('meal text that looks like a replacement pattern', () => {
  // With a string replacement, `$&`, `$\``, `$'` and `$$` in a meal's text were read as patterns: "$`"
  // pasted the whole page before </body> into the JSON and the block no longer parsed.
  it('keeps a title with $-patterns intact in the block', async () => {
    const title = 'Price $` and $& and $$ off';
    const [id = ''] = await insertMeals(t.database.db, [{ title, price: 900 }]);
    try {
      const res = await page(`/mealdetails/${id}`);
      expect(res.statusCode).toBe(200);
      expect(count(res.body, '<div id="root">')).toBe(1);
      expect(readOf(res.body, queryKeys.meal(id)).body).toMatchObject({ title });
    } finally {
      // Out again at once, so that the other tests' pages list the meals they expect.
      await t.database.db.delete(meals).where(eq(meals.id, id));
    }
  });
});

describe("with the web build's server render", () => {
  // A stand-in for apps/web/dist-server/entry-server.js: it says what it was given, fails on /menu, and sends
  // /upcomingmeals elsewhere, as the data router's redirects do.
  const RENDER = `
    export async function render({ url, locale, theme, state }) {
      const { pathname } = new URL(url);
      if (pathname === '/menu') throw new Error('render failed');
      if (pathname === '/upcomingmeals') return { redirect: '/meals', status: 302 };
      return { html: '<main><h1>' + [locale, theme ?? 'none', pathname, state.queries.length].join(' ') + '</h1></main>' };
    }
  `;
  let rendering: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'messhall-render-'));
    mkdirSync(path.join(dir, 'dist'));
    writeWebBuild(path.join(dir, 'dist'));
    mkdirSync(path.join(dir, 'dist-server'));
    writeFileSync(path.join(dir, 'dist-server', 'entry-server.js'), RENDER);
    rendering = await buildTestApp({ WEB_DIST: path.join(dir, 'dist') });
  }, 60_000);
  afterAll(async () => {
    await rendering?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    rendering.app.inject({ method: 'GET', url, headers });

  it('puts the rendered screen inside #root, rendered from the state the page carries', async () => {
    const res = await get('/meals');
    expect(res.statusCode).toBe(200);
    // The list's read and the signed-out session: the two queries of the block below it.
    expect(res.body).toContain('<div id="root"><main><h1>en none /meals 2</h1></main></div>');
    expect(firstScreen(res.body)).toHaveLength(2);
  });

  it("renders in the reader's language and theme", async () => {
    const res = await get('/', { cookie: 'messhall-locale=bn; messhall-theme=messhall-dark' });
    expect(res.body).toContain('<h1>bn messhall-dark / ');
    expect(res.body).toContain('<html data-theme="messhall-dark" lang="bn">');
  });

  it('sends the shell with a 200 when the render fails, and does not keep that page', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/menu');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['x-cache']).not.toBe('HIT');
    }
  });

  it("follows the render's redirect", async () => {
    const res = await get('/upcomingmeals');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/meals');
  });

  it('sends the shell for a screen that is not a landing screen', async () => {
    const res = await get('/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});
