import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../src/db/schema/index.js';
import { buildTestApp, type TestApp } from './helper.js';
import { freePort } from './process.js';

// "Login with Google" is a generic OpenID Connect provider found by discovery (docs/decisions/0008). Here a local
// OpenID provider stands in for Google and the whole redirect flow runs: our sign-in → provider's authorize →
// our callback (code exchange with PKCE, ID token verified against the provider's JWKS, nonce) → session.

const CLIENT_ID = 'messhall-test-client';
let provider: OAuth2Server;
let t: TestApp;
/** Stands in for Google's photo host. */
let photoHost: Server;
let photoRequests = 0;
let person = {
  sub: 'google-sub-1',
  email: 'student@gmail.test',
  name: 'Karim Uddin',
  picture: 'https://lh3.example/k.jpg',
};

beforeAll(async () => {
  const png = await sharp({
    create: { width: 96, height: 96, channels: 3, background: { r: 30, g: 140, b: 90 } },
  })
    .png()
    .toBuffer();
  photoHost = createServer((_request, response) => {
    photoRequests += 1;
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => photoHost.listen(0, '127.0.0.1', resolve));
  person.picture = `http://127.0.0.1:${(photoHost.address() as AddressInfo).port}/photo/k.png`;
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(await freePort(), '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, {
      sub: person.sub,
      email: person.email,
      email_verified: true,
      name: person.name,
      picture: person.picture,
    });
  });
  t = await buildTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_DISCOVERY_URL: `${provider.issuer.url}/.well-known/openid-configuration`,
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
  await new Promise((resolve) => photoHost.close(resolve));
});

const cookiesOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** Runs the redirect flow the way the browser does and returns the final redirect and the session cookie. */
async function signInWithGoogle(callbackURL: string) {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: { provider: 'google', callbackURL, errorCallbackURL: '/login' },
  });
  expect(start.statusCode).toBe(200);
  const { url, redirect } = start.json() as { url: string; redirect: boolean };
  expect(redirect).toBe(true);
  const authorize = new URL(url);
  expect(authorize.origin).toBe(provider.issuer.url);
  expect(authorize.searchParams.get('client_id')).toBe(CLIENT_ID);
  expect(authorize.searchParams.get('scope')?.split(' ')).toEqual(
    expect.arrayContaining(['openid', 'email', 'profile']),
  );
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');

  // The provider signs the person in and sends the browser back with a code.
  const back = await fetch(url, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const callback = new URL(back.headers.get('location')!);
  expect(callback.pathname).toBe('/api/auth/callback/google');

  const done = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: cookiesOf(start) },
  });
  return { done, cookie: cookiesOf(done) };
}

describe('Login with Google (OpenID Connect)', () => {
  it('is announced as configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(res.json()).toEqual({ google: true });
  });

  it('creates a user on first sign-in, returns to the originating page, and the session works', async () => {
    const { done, cookie } = await signInWithGoogle('/mealdetails/abc');
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/mealdetails/abc');
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ email: person.email, name: 'Karim Uddin', role: 'user' });

    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ email: person.email, role: 'user' });
    // The provider's photo was copied once into our image store; the account points at the copy.
    expect(me.json().photo).toMatch(/^\/api\/images\//);
    expect(photoRequests).toBe(1);
    const photo = await t.app.inject({ method: 'GET', url: me.json().photo });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(me.json().last_log_in).not.toBeNull();
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.accountId, person.sub));
    expect(account).toMatchObject({ providerId: 'google' });
  });

  it('signs the same person in again (same user, / by default)', async () => {
    const { done, cookie } = await signInWithGoogle('/');
    expect(done.headers.location).toBe('/');
    const rows = await t.database.db.select().from(users).where(eq(users.email, person.email));
    expect(rows).toHaveLength(1);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user.id).toBe(rows[0]!.id);
  });

  it('refuses a callback whose state does not belong to this browser', async () => {
    person = { ...person, sub: 'google-sub-2', email: 'other@gmail.test' };
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/', errorCallbackURL: '/login' },
    });
    const back = await fetch(start.json().url, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    // No state cookie: a forged or replayed callback.
    const done = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toMatch(/error=/);
    expect(done.cookies.find((c) => c.name.endsWith('session_token') && c.value)).toBeUndefined();
    expect(await t.database.db.select().from(users).where(eq(users.email, 'other@gmail.test'))).toHaveLength(
      0,
    );
  });

  it('refuses to return to another site (checked outside NODE_ENV=test, so in a production app)', async () => {
    const prod = await buildTestApp({
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_DISCOVERY_URL: `${provider.issuer.url}/.well-known/openid-configuration`,
    });
    try {
      const ask = (callbackURL: string) =>
        prod.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/social',
          headers: { origin: 'http://localhost:3000' },
          payload: { provider: 'google', callbackURL },
        });
      expect((await ask('https://evil.example/steal')).statusCode).toBe(403);
      expect((await ask('/dashboard')).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

describe('without Google configuration', () => {
  it('says so, and a Google sign-in attempt gets a clear 4xx', async () => {
    const plain = await buildTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth-config' })).json()).toEqual({
        google: false,
      });
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider: 'google', callbackURL: '/' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    } finally {
      await plain.close();
    }
  });

  it('counts Google as not configured when its discovery document cannot be fetched', async () => {
    const broken = await buildTestApp({
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${await freePort()}/.well-known/openid-configuration`,
    });
    try {
      expect((await broken.app.inject({ method: 'GET', url: '/api/auth-config' })).json()).toEqual({
        google: false,
      });
    } finally {
      await broken.close();
    }
  });
});
