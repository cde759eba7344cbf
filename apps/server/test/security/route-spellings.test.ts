import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealLikes } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../helper.js';
import { insertMeals } from '../factories/meals.js';
import { multipartBody } from '../factories/multipart.js';
import { createUser, type TestUser } from '../factories/users.js';
import { pngBytes } from './context.js';

// The router reaches a route by many spellings of its path. Every check that asks "is this the API?" or "is
// this that route?" must hold for all of them: the foreign-Origin refusal, the global and per-route rate
// limits. Real HTTP, because app.inject parses the target as a URL and so never sends an absolute form or a
// dot segment as written. Production settings, as on the attacked instance.

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const FOREIGN = 'https://evil.example';

let t: TestApp;
let port: number;
let admin: TestUser;
let mealId: string;

beforeAll(async () => {
  t = await buildTestApp({ NODE_ENV: 'production', RATE_LIMIT: 'on' });
  admin = await createUser(t.app, t.database, { role: 'admin' });
  [mealId] = (await insertMeals(t.database.db, [{}])) as [string];
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends the request target exactly as written (Node's client puts `path` on the request line untouched). */
function raw(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        agent: false,
        headers: { ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const hex = (c: string) => c.charCodeAt(0).toString(16).padStart(2, '0');

/**
 * Spellings of `path` that a lenient router may take for it: any character but '/' percent-encoded (either
 * hex case), a dot segment or an up-level segment at any slash, a doubled slash, a letter upper-cased, and the
 * absolute form. Some of them reach the route and some are 404s: either way, no check may be skipped.
 */
function spellingOf(path: string): fc.Arbitrary<string> {
  const chars = [...path];
  const perChar = fc.array(fc.constantFrom(...Array<string>(12).fill('keep'), 'encode', 'ENCODE', 'upper'), {
    minLength: chars.length,
    maxLength: chars.length,
  });
  const slashes = chars.flatMap((c, i) => (c === '/' ? [i] : []));
  return fc
    .record({
      perChar,
      at: fc.constantFrom(...slashes),
      insert: fc.constantFrom('', '', './', 'x/../', '%2e/', '/'),
      absolute: fc.constantFrom('', '', 'http://any-host', `http://127.0.0.1:${port}`),
    })
    .map(({ perChar: how, at, insert, absolute }) => {
      const spelled = chars.map((c, i) => {
        if (c === '/') return i === at ? `/${insert}` : c;
        if (how[i] === 'encode') return `%${hex(c)}`;
        if (how[i] === 'ENCODE') return `%${hex(c).toUpperCase()}`;
        return how[i] === 'upper' ? c.toUpperCase() : c;
      });
      return `${absolute}${spelled.join('')}`;
    });
}

describe('every spelling of an API route meets the same checks', () => {
  it('the spellings this suite sends do reach the routes (so the properties below are not vacuous)', async () => {
    for (const target of ['/%61pi/health', '/api/%68ealth', 'http://any-host/api/health']) {
      expect((await raw('GET', target)).status, target).toBe(200);
    }
  });

  it('a liked meal: no spelling of PATCH /api/meals/:id/like works with a foreign Origin', async () => {
    const path = `/api/meals/${mealId}/like`;
    await fc.assert(
      fc.asyncProperty(spellingOf(path), async (target) => {
        const res = await raw('PATCH', target, { cookie: admin.headers.cookie, origin: FOREIGN });
        expect(res.status, `${target}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: RUNS * 5, seed: SEED, examples: [[path.replace('/api', '/%61pi')]] },
    );
    expect(await t.database.db.select().from(mealLikes).where(eq(mealLikes.mealId, mealId))).toEqual([]);
    // The check still lets the same request through from our own origin.
    const own = await raw('PATCH', `/%61pi/meals/${mealId}/like`, {
      cookie: admin.headers.cookie,
      origin: 'http://localhost:3000',
    });
    expect(own.status).toBe(200);
    await raw('PATCH', path, { cookie: admin.headers.cookie, origin: 'http://localhost:3000' });
  });

  it('`Origin: null` on an HTTP/1.0 request without Host is refused', async () => {
    // A sandboxed frame or a data: page sends `Origin: null`; HTTP/1.0 lets the Host header go.
    const request = [
      `PATCH /api/meals/${mealId}/like HTTP/1.0`,
      `Cookie: ${admin.headers.cookie}`,
      'Origin: null',
      'Content-Length: 0',
      '',
      '',
    ].join('\r\n');
    const answer = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect({ host: '127.0.0.1', port }, () => socket.write(request));
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toMatch(/^HTTP\/1\.[01] 403 /);
    expect(await t.database.db.select().from(mealLikes).where(eq(mealLikes.mealId, mealId))).toEqual([]);
  });

  it('a review: POST /%61pi/meals/:id/reviews with a foreign Origin is refused', async () => {
    const body = JSON.stringify({ content: 'Planted by another site', rating: 1 });
    const path = `/api/meals/${mealId}/reviews`;
    await fc.assert(
      fc.asyncProperty(spellingOf(path), async (target) => {
        const res = await raw(
          'POST',
          target,
          { cookie: admin.headers.cookie, origin: FOREIGN, 'content-type': 'application/json' },
          body,
        );
        expect(res.status, `${target}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: RUNS * 5, seed: SEED, examples: [[path.replace('/api', '/%61pi')]] },
    );
  });

  it('an upload: multipart POST /%61pi/uploads with a foreign Origin is refused', async () => {
    const upload = multipartBody([{ filename: 'a.png', contentType: 'image/png', data: await pngBytes() }]);
    for (const target of ['/%61pi/uploads', 'http://any-host/api/uploads', '/api/%75ploads']) {
      const res = await raw(
        'POST',
        target,
        { cookie: admin.headers.cookie, origin: FOREIGN, ...upload.headers },
        upload.payload,
      );
      expect(res.status, target).toBe(403);
    }
  });

  it('the global limit counts every spelling of an API route', async () => {
    for (const target of ['/%61pi/health', 'http://any-host/api/health', '/api/%68ealth']) {
      const res = await raw('GET', target);
      expect(res.headers['x-ratelimit-limit'], target).toBe('600');
    }
  });

  it('the newsletter’s own limit (10 a minute) counts every spelling', async () => {
    const spellings = ['/%61pi/newsletter', '/api/%6eewsletter', 'http://any-host/api/newsletter'];
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await raw(
        'POST',
        spellings[i % spellings.length]!,
        { 'content-type': 'application/json' },
        JSON.stringify({ email: `spell-${i}@messhall.test` }),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
