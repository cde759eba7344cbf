import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSecurityContext, ROLES, routeKey, type Role, type SecurityContext } from './context.js';
import {
  ALLOWLIST,
  isGeneratedHead,
  routeTable,
  rowLabel,
  type Probe,
  type RouteRow,
} from './route-table.js';

// Route × role matrix: every route Fastify registered has a row in route-table.ts, and every row's statuses
// hold for a visitor, the owner of the objects, another signed-in user, and an admin.

let ctx: SecurityContext;
let port: number;

beforeAll(async () => {
  ctx = await buildSecurityContext();
  // The SSE route never ends its response, so it is probed over real HTTP (status, then abort).
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.t.close());

async function send(row: RouteRow, role: Role, probe: Probe, method: string = row.method): Promise<number> {
  if (row.stream) {
    return streamStatus(method, probe, role);
  }
  const res = await ctx.inject(role, {
    method: method as 'GET',
    url: probe.url,
    ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
    headers: probe.headers ?? {},
  });
  return res.statusCode;
}

/** The status line of a response that may never end; the socket is destroyed right after it (no keep-alive). */
function streamStatus(method: string, probe: Probe, role: Role): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path: probe.url, agent: false, headers: ctx.headersOf(role) },
      (res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      },
    );
    req.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    req.end();
  });
}

describe('route coverage', () => {
  it('every registered route has a row in route-table.ts (or an allowlist entry with a reason)', () => {
    const covered = new Set(routeTable.map((r) => `${r.method} ${r.route}`));
    const allowed = new Set(ALLOWLIST.map(routeKey));
    const missing = ctx.routes
      .filter((r) => !isGeneratedHead(r.method))
      .map(routeKey)
      .filter((key) => !covered.has(key) && !allowed.has(key))
      .sort();
    expect(missing, `routes without a row in route-table.ts:\n${missing.join('\n')}`).toEqual([]);
  });

  it('every row names a route that is registered (no stale rows)', () => {
    const registered = new Set(ctx.routes.map(routeKey));
    const stale = routeTable.map((r) => `${r.method} ${r.route}`).filter((key) => !registered.has(key));
    expect(stale, 'rows for routes that no longer exist').toEqual([]);
  });

  it('every GET has its generated HEAD', () => {
    const registered = new Set(ctx.routes.map(routeKey));
    const gets = ctx.routes.filter((r) => r.method === 'GET');
    expect(gets.filter((r) => !registered.has(`HEAD ${r.url}`)).map(routeKey)).toEqual([]);
  });
});

describe.each(routeTable.map((row) => [rowLabel(row), row] as const))('%s', (_label, row) => {
  it.each(ROLES.map((role) => [role, row.expect[role]] as const))('%s → %i', async (role, status) => {
    const probe = await row.request(ctx, role);
    const got = await send(row, role, probe);
    expect(got, `${row.method} ${probe.url} as ${role}`).toBe(status);
  });

  // (The /api/auth/* wildcard hands HEAD to better-auth, which knows no HEAD routes: 404.)
  if (row.method === 'GET' && row.expect.visitor >= 400 && !row.route.endsWith('*')) {
    it('HEAD refuses a visitor the same way', async () => {
      const probe = await row.request(ctx, 'visitor');
      expect(await send(row, 'visitor', probe, 'HEAD')).toBe(row.expect.visitor);
    });
  }
});

describe('cross-site requests (CSRF)', () => {
  const mutating = routeTable.filter((r) => r.method !== 'GET' && r.route !== '/api/payment/webhook');
  it.each(mutating.map((row) => [rowLabel(row), row] as const))(
    '%s with a foreign Origin is refused with 403 even for an admin',
    async (_label, row) => {
      const probe = await row.request(ctx, 'admin');
      const res = await ctx.inject('admin', {
        method: row.method,
        url: probe.url,
        ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
        headers: { ...(probe.headers ?? {}), origin: 'https://evil.example' },
      });
      expect(res.statusCode).toBe(403);
    },
  );
});
