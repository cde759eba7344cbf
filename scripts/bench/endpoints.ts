// The endpoints with a budget (docs/product/architecture-rules.md#performance-budgets), as bench requests, and a one-request probe that tells a measured endpoint from
// one the server does not have yet.
import { MEAL_SLOTS } from '@messhall/shared';
import { addDays } from '../../apps/server/src/lib/hostel-clock.js';
import type { LoadRequest } from './load.js';
import { COMMON_SEARCH_WORD } from './seed-large.js';
import type { BenchUser } from './session.js';

export type EndpointKey =
  | 'list6'
  | 'list30'
  | 'search'
  | 'diet'
  | 'meal'
  | 'reviews'
  | 'like'
  | 'list30br'
  | 'list6user'
  | 'dietuser'
  | 'mealuser'
  | 'reviewsuser'
  | 'session'
  | 'dashrequests'
  | 'dashreviews'
  | 'dashpayments'
  | 'dashmembership'
  | 'menu'
  | 'menuuser'
  | 'headcount'
  | 'insights'
  | 'review'
  | 'skip'
  | 'unskip'
  | 'scan';

export interface Endpoint {
  key: EndpointKey;
  label: string;
  /** What the table shows, e.g. "GET /api/meals?category=…&limit=6". */
  display: string;
  kind: 'read' | 'write';
  /** Informational rows (compression) have no budget. */
  budgeted: boolean;
  /** Which budget applies beyond the reads' (budgets.ts); unset: the visitor reads' own. */
  budget?: 'signed-in' | 'session' | 'like' | 'admin' | 'insights' | 'review' | 'skip' | 'scan';
  /** The visitor row of the same reads, which a signed-in row must reach a share of. */
  visitorKey?: EndpointKey;
  /** A screen few people have open at once is loaded by this many connections rather than the run's. */
  connections?: number;
  request: LoadRequest;
}

export const READ_ENDPOINTS = [
  'list6',
  'list30',
  'search',
  'diet',
  'meal',
] as const satisfies readonly EndpointKey[];

/**
 * The list reads rotate over what visitors really ask for, not one URL: the server caches visitor answers
 * (decision 0016), and one URL repeated would be 100 % cache hits. Every price range is 400 wide so that, at the
 * scale check's 1,000 meals too, each category × range has ≥ 100 matches and every page asked for is full:
 * both sizes read the same number of rows per request (like with like).
 */
export const LIST_CATEGORIES = ['Breakfast', 'Lunch', 'Dinner', 'Snacks'] as const;
export const LIST_PRICE_RANGES = [
  [20, 420],
  [100, 500],
  [300, 700],
  [600, 1000],
] as const;
/** Pages per page size: 5 pages of 6 and 2 pages of 30 (at most 60 rows deep in one filter). */
export const LIST_PAGES = { 6: 5, 30: 2 } as const;
/** Search words from the seeded titles (each in roughly one title in 12 to 16), 2 pages each. */
export const SEARCH_WORDS = [
  COMMON_SEARCH_WORD,
  'biryani',
  'fish',
  'paneer',
  'lentil',
  'mushroom',
  'egg',
  'tofu',
];
const SEARCH_PAGES = 2;

/**
 * What students filter All Meals by (pages of 30): a diet, allergens to avoid, or both, from the seeded meals'
 * labels (seed-diet.ts). Each matches from about 1 meal in 4 to 9 in 10, so every page asked for is full at
 * 1,000 meals too.
 */
export const DIET_FILTERS = [
  'diet=vegetarian',
  'diet=halal&avoid=peanuts',
  'diet=vegan',
  'avoid=peanuts,tree-nuts',
  'diet=vegetarian&avoid=milk,eggs',
  'diet=gluten-free&avoid=milk',
  'diet=halal,spicy',
  'avoid=gluten,crustaceans,fish',
];
const DIET_PAGES = 2;

function listPaths(limit: 6 | 30): string[] {
  const paths: string[] = [];
  for (let page = 1; page <= LIST_PAGES[limit]; page++)
    for (const [minPrice, maxPrice] of LIST_PRICE_RANGES)
      for (const category of LIST_CATEGORIES)
        paths.push(
          `/api/meals?category=${category}&minPrice=${minPrice}&maxPrice=${maxPrice}&limit=${limit}&page=${page}`,
        );
  return paths;
}

function searchPaths(): string[] {
  const paths: string[] = [];
  for (let page = 1; page <= SEARCH_PAGES; page++)
    for (const word of SEARCH_WORDS) paths.push(`/api/meals?search=${word}&page=${page}`);
  return paths;
}

function dietPaths(): string[] {
  const paths: string[] = [];
  for (let page = 1; page <= DIET_PAGES; page++)
    for (const filter of DIET_FILTERS) paths.push(`/api/meals?${filter}&limit=30&page=${page}`);
  return paths;
}

const DIET_DISPLAY = `GET /api/meals?diet=…&avoid=…&limit=30&page=… (${DIET_FILTERS.length} filters × ${DIET_PAGES} pages = ${DIET_FILTERS.length * DIET_PAGES} URLs rotated)`;

/** A counter shared by all connections: consecutive requests take consecutive items. */
function rotation<T>(items: readonly T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length]!;
}

function rotated(paths: readonly string[], headers?: Record<string, string>): LoadRequest {
  const next = rotation(paths);
  return {
    method: 'GET',
    path: next(),
    ...(headers ? { headers } : {}),
    next: () => ({ path: next() }),
  };
}

const LIST_DISPLAY = (limit: 6 | 30) =>
  `GET /api/meals?category=…&minPrice=…&maxPrice=…&limit=${limit}&page=… ` +
  `(${LIST_CATEGORIES.length} categories × ${LIST_PRICE_RANGES.length} price ranges × ${LIST_PAGES[limit]} pages = ` +
  `${listPaths(limit).length} URLs rotated)`;

export function readEndpoints(
  mealIds: readonly string[],
  options: { compression?: boolean } = {},
): Endpoint[] {
  const list: Endpoint[] = [
    {
      key: 'list6',
      label: 'List, category + price, page of 6',
      display: LIST_DISPLAY(6),
      kind: 'read',
      budgeted: true,
      request: rotated(listPaths(6)),
    },
    {
      key: 'list30',
      label: 'List, category + price, page of 30',
      display: LIST_DISPLAY(30),
      kind: 'read',
      budgeted: true,
      request: rotated(listPaths(30)),
    },
    {
      key: 'search',
      label: 'Search',
      display: `GET /api/meals?search=…&page=… (${SEARCH_WORDS.length} words × ${SEARCH_PAGES} pages = ${searchPaths().length} URLs rotated)`,
      kind: 'read',
      budgeted: true,
      request: rotated(searchPaths()),
    },
    {
      key: 'diet',
      label: 'List by diet and allergens',
      display: DIET_DISPLAY,
      kind: 'read',
      budgeted: true,
      request: rotated(dietPaths()),
    },
    {
      key: 'meal',
      label: 'One meal',
      display: `GET /api/meals/:id (${mealIds.length} ids rotated)`,
      kind: 'read',
      budgeted: true,
      request: rotated(mealIds.map((id) => `/api/meals/${id}`)),
    },
    {
      key: 'reviews',
      label: "A meal's reviews",
      display: `GET /api/meals/:id/reviews (${mealIds.length} ids rotated)`,
      kind: 'read',
      budgeted: true,
      request: rotated(mealIds.map((id) => `/api/meals/${id}/reviews`)),
    },
  ];
  if (options.compression) {
    list.push({
      key: 'list30br',
      label: 'List of 30, compressed (info)',
      display: `${LIST_DISPLAY(30)}, Accept-Encoding: br, gzip`,
      kind: 'read',
      budgeted: false,
      request: rotated(listPaths(30), { 'accept-encoding': 'br, gzip' }),
    });
  }
  return list;
}

/** Per request, the next user's session cookie and a path of theirs: every request is someone's own. */
function asUsers(users: readonly BenchUser[], path: (user: BenchUser, i: number) => string): LoadRequest {
  let i = 0;
  const parts = () => {
    const user = users[i % users.length]!;
    const n = i++;
    return { path: path(user, Math.floor(n / users.length)), headers: user.cookie };
  };
  return { method: 'GET', ...parts(), next: parts };
}

/**
 * The signed-in rows: what a student's screens read, each request with one of the bench users' session cookies
 * (rotating): a reader's own answers, never a visitor's (the reviews, the same for everyone, excepted).
 */
export function signedInEndpoints(mealIds: readonly string[], users: readonly BenchUser[]): Endpoint[] {
  const lists = listPaths(6);
  const diets = dietPaths();
  const signedIn = { kind: 'read' as const, budgeted: true, budget: 'signed-in' as const };
  const byUser = `${users.length} users' session cookies rotated`;
  return [
    {
      key: 'list6user',
      label: 'List of 6, signed in',
      display: `${LIST_DISPLAY(6)}, signed in (${byUser})`,
      ...signedIn,
      visitorKey: 'list6',
      request: asUsers(users, (_u, n) => lists[n % lists.length]!),
    },
    {
      key: 'dietuser',
      label: 'List by diet and allergens, signed in',
      display: `${DIET_DISPLAY}, signed in (${byUser})`,
      ...signedIn,
      visitorKey: 'diet',
      request: asUsers(users, (_u, n) => diets[n % diets.length]!),
    },
    {
      key: 'mealuser',
      label: 'One meal, signed in',
      display: `GET /api/meals/:id (${mealIds.length} ids rotated), signed in (${byUser})`,
      ...signedIn,
      visitorKey: 'meal',
      request: asUsers(users, (_u, n) => `/api/meals/${mealIds[n % mealIds.length]}`),
    },
    {
      key: 'reviewsuser',
      label: "A meal's reviews, signed in",
      display: `GET /api/meals/:id/reviews (${mealIds.length} ids rotated), signed in (${byUser})`,
      ...signedIn,
      visitorKey: 'reviews',
      request: asUsers(users, (_u, n) => `/api/meals/${mealIds[n % mealIds.length]}/reviews`),
    },
    {
      key: 'session',
      label: 'Session check',
      display: `GET /api/auth/get-session (${byUser})`,
      kind: 'read',
      budgeted: true,
      budget: 'session',
      request: asUsers(users, () => '/api/auth/get-session'),
    },
    {
      key: 'dashrequests',
      label: 'Dashboard: requested meals',
      display: `GET /api/requests?email=…&page=1 (${byUser})`,
      ...signedIn,
      request: asUsers(users, (u) => `/api/requests?email=${encodeURIComponent(u.email)}&page=1`),
    },
    {
      key: 'dashreviews',
      label: 'Dashboard: my reviews',
      display: `GET /api/reviews/user/:id?page=1 (${byUser})`,
      ...signedIn,
      request: asUsers(users, (u) => `/api/reviews/user/${u.id}?page=1`),
    },
    {
      key: 'dashpayments',
      label: 'Dashboard: payment history',
      display: `GET /api/payment/history?email=… (${byUser})`,
      ...signedIn,
      request: asUsers(users, (u) => `/api/payment/history?email=${encodeURIComponent(u.email)}`),
    },
    {
      key: 'dashmembership',
      label: 'Dashboard: membership',
      display: `GET /api/payment/membership (${byUser})`,
      ...signedIn,
      request: asUsers(users, () => '/api/payment/membership'),
    },
  ];
}

/** The week windows the menu rows rotate over: this week, last week and the next three, from the hostel's today. */
export function menuWeeks(today: string): Array<{ from: string; to: string }> {
  const day = (offset: number) => addDays(today, offset);
  return [0, -7, 7, 14, 21].map((start) => ({ from: day(start), to: day(start + 6) }));
}

/** Admin screens open at once: the kitchen's and the office's, with room to spare. */
const ADMIN_CONNECTIONS = 10;

const MENU_DISPLAY = (weeks: number) => `GET /api/menu?from=…&to=… (${weeks} week windows rotated)`;

/**
 * The meal service's reads: the week's menu as a visitor and as members (their skips and likes merged in),
 * and the kitchen's 7-day headcount as an admin, counting every seeded member in every slot (seed-menu.ts).
 */
export function menuEndpoints(
  today: string,
  users: readonly BenchUser[],
  admin: BenchUser | undefined,
): Endpoint[] {
  const weeks = menuWeeks(today).map((w) => `/api/menu?from=${w.from}&to=${w.to}`);
  const rows: Endpoint[] = [
    {
      key: 'menu',
      label: "The week's menu",
      display: MENU_DISPLAY(weeks.length),
      kind: 'read',
      budgeted: true,
      request: rotated(weeks),
    },
  ];
  if (users.length > 0)
    rows.push({
      key: 'menuuser',
      label: "The week's menu, signed in",
      display: `${MENU_DISPLAY(weeks.length)}, signed in (${users.length} users' session cookies rotated)`,
      kind: 'read',
      budgeted: true,
      budget: 'signed-in',
      visitorKey: 'menu',
      request: asUsers(users, (_u, n) => weeks[n % weeks.length]!),
    });
  if (admin)
    rows.push({
      key: 'headcount',
      label: 'Headcount, 7 days (admin)',
      display: `GET /api/menu/headcount?from=${today}&to=${addDays(today, 6)} (admin, ${ADMIN_CONNECTIONS} connections)`,
      kind: 'read',
      budgeted: true,
      budget: 'admin',
      connections: ADMIN_CONNECTIONS,
      request: {
        method: 'GET',
        path: `/api/menu/headcount?from=${today}&to=${addDays(today, 6)}`,
        headers: admin.cookie,
      },
    });
  if (admin) rows.push(insightsEndpoint(today, admin));
  return rows;
}

/** Days of the insights row's range, ending today: the screen's longest preset. */
const INSIGHTS_DAYS = 90;

/**
 * Admin insights over the last 90 days as an admin: 100,000 requests, 10,000 payments and a quarter of the
 * year's likes and reviews (seed-insights.ts, seed-large.ts), every series and the totals of the 90 days before.
 */
function insightsEndpoint(today: string, admin: BenchUser): Endpoint {
  const path = `/api/admin/insights?from=${addDays(today, 1 - INSIGHTS_DAYS)}&to=${today}`;
  return {
    key: 'insights',
    label: `Insights, ${INSIGHTS_DAYS} days (admin)`,
    display: `GET ${path} (admin, ${ADMIN_CONNECTIONS} connections)`,
    kind: 'read',
    budgeted: true,
    budget: 'insights',
    connections: ADMIN_CONNECTIONS,
    request: { method: 'GET', path, headers: admin.cookie },
  };
}

/**
 * PATCH /api/meals/:id/like, rotating meals fastest and users slowest, so the requests in flight touch as many
 * different meals (no artificial hot row) and each user/meal pair is toggled like ↔ unlike over the run.
 */
export function likeEndpoint(mealIds: readonly string[], users: readonly BenchUser[]): Endpoint {
  let i = 0;
  const pick = () => {
    const meal = mealIds[i % mealIds.length]!;
    const user = users[Math.floor(i / mealIds.length) % users.length]!;
    i++;
    return { meal, user };
  };
  const parts = () => {
    const { meal, user } = pick();
    return {
      path: `/api/meals/${meal}/like`,
      headers: { ...user.headers, 'content-type': 'application/json' },
      // The spec's body; the server takes the identity from the session (it must match or is ignored).
      body: JSON.stringify({ userId: user.id }),
    };
  };
  return {
    key: 'like',
    label: 'Like toggle (signed in)',
    display: `PATCH /api/meals/:id/like (${users.length} users × ${mealIds.length} meals)`,
    kind: 'write',
    budgeted: true,
    budget: 'like',
    // Without users (the row is only reported, never loaded) there is nothing to rotate.
    request:
      users.length > 0
        ? { method: 'PATCH', ...parts(), next: parts }
        : { method: 'PATCH', path: `/api/meals/${mealIds[0]}/like` },
  };
}

export const LIKE_DISPLAY = 'PATCH /api/meals/:id/like';

/**
 * POST /api/meals/:id/reviews, rotating meals fastest and users slowest like the like toggle: a user's first
 * review of a meal creates it, the next ones replace its text and stars (one review per user per meal), so the
 * run mixes inserts and updates, each moving the meal's counters in its transaction.
 */
export function reviewEndpoint(mealIds: readonly string[], users: readonly BenchUser[]): Endpoint {
  let i = 0;
  const parts = () => {
    const meal = mealIds[i % mealIds.length]!;
    const user = users[Math.floor(i / mealIds.length) % users.length]!;
    i++;
    return {
      path: `/api/meals/${meal}/reviews`,
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ content: `Bench review ${i % 7}`, rating: 1 + (i % 5) }),
    };
  };
  return {
    key: 'review',
    label: 'Review submit (signed in)',
    display: `POST /api/meals/:id/reviews (${users.length} users × ${mealIds.length} meals)`,
    kind: 'write',
    budgeted: true,
    budget: 'review',
    request: { method: 'POST', ...parts(), next: parts },
  };
}

/** The days the skip rows rotate over: from the day after tomorrow (every slot's cutoff ahead) for 5 days. */
export function skipDays(today: string): string[] {
  return [2, 3, 4, 5, 6].map((offset) => addDays(today, offset));
}

/**
 * POST (skip) or DELETE (undo) /api/menu/:date/:slot/skip as the bench users, every one with a paid plan,
 * rotating slots fastest and users slowest. The skip row leaves every rotated slot skipped by every user and
 * the undo row none (run.ts checks both through each user's menu).
 */
export function skipEndpoint(today: string, users: readonly BenchUser[], undo: boolean): Endpoint {
  const slots = skipDays(today).flatMap((date) => MEAL_SLOTS.map((slot) => `/api/menu/${date}/${slot}/skip`));
  let i = 0;
  const parts = () => {
    const path = slots[i % slots.length]!;
    const user = users[Math.floor(i / slots.length) % users.length]!;
    i++;
    return { path, headers: user.headers };
  };
  const what = `${users.length} users × ${slots.length} slots`;
  return {
    key: undo ? 'unskip' : 'skip',
    label: undo ? 'Undo a skip (signed in)' : 'Skip a slot (signed in)',
    display: `${undo ? 'DELETE' : 'POST'} /api/menu/:date/:slot/skip (${what})`,
    kind: 'write',
    budgeted: true,
    budget: 'skip',
    request: { method: undo ? 'DELETE' : 'POST', ...parts(), next: parts },
  };
}

export type ProbeOutcome =
  { status: 'ok' } | { status: 'not-implemented'; reason: string } | { status: 'failed'; reason: string };

/** One request as the load would send it: 2xx, a 404 "No route" (not built yet), or a failure to report. */
export async function probe(base: string, request: LoadRequest): Promise<ProbeOutcome> {
  const parts = { ...request, ...(request.next ? request.next() : {}) };
  let res: Response;
  try {
    res = await fetch(`${base}${parts.path}`, {
      method: request.method,
      headers: { ...request.headers, ...parts.headers },
      ...(parts.body !== undefined ? { body: parts.body } : {}),
    });
  } catch (error) {
    return { status: 'failed', reason: `request failed: ${String(error)}` };
  }
  const text = await res.text().catch(() => '');
  if (res.ok) return { status: 'ok' };
  if (res.status === 404 && /No route|Route \S+ not found/.test(text)) {
    return { status: 'not-implemented', reason: `${request.method} ${parts.path.split('?')[0]} answers 404` };
  }
  return { status: 'failed', reason: `${res.status} ${text.slice(0, 200)}` };
}
