import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';
import { createUser, TEST_PASSWORD, type TestUser } from '../factories/users.js';

// better-auth's routes take a user's name, photo and e-mail like our own routes do (the packages/shared
// fields): bad input is a 400 naming the field, never a 5xx and never a row it cannot hold.

let t: TestApp;
let user: TestUser;
let origin: string;

beforeAll(async () => {
  t = await buildTestApp({ NODE_ENV: 'production' });
  user = await createUser(t.app, t.database);
  origin = new URL(t.config.publicUrl).origin;
});
afterAll(() => t?.close());

const updateUser = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/update-user',
    headers: { ...user.headers, origin, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

function expectFieldRefused(res: { statusCode: number; json: () => unknown }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    error: { code: 'VALIDATION_FAILED', issues: [{ path: field }] },
  });
}

describe('better-auth routes: bad input is a 400 naming the field', () => {
  it.each([
    ['a null name', { name: null }, 'name'],
    ['a name with NUL', { name: 'Rita\u0000' }, 'name'],
    ['a name over 80 characters', { name: 'n'.repeat(81) }, 'name'],
    ['a name that is not text', { name: { first: 'Rita' } }, 'name'],
    ['a name with a line break', { name: 'Rita\n=HYPERLINK(C1&D1)' }, 'name'],
    ['a name with a tab', { name: 'Rita\tRahman' }, 'name'],
    ['a name with a right-to-left override', { name: 'Rita \u202Egnp.exe' }, 'name'],
    ['a photo URL with NUL', { image: 'https://img.example/a\u0000.png' }, 'image'],
    ['a photo URL of 900 KB', { image: `https://img.example/${'a'.repeat(900_000)}.png` }, 'image'],
    ['a javascript: photo', { image: 'javascript:alert(1)' }, 'image'],
  ])('update-user with %s', async (_label, payload, field) => {
    const res = await updateUser(payload);
    expectFieldRefused(res, field);
  });

  it('nothing was stored by the refused updates, and a good one still works', async () => {
    const ok = await updateUser({ name: 'Rita Rahman', image: '/api/images/abc' });
    expect(ok.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers });
    expect(me.json()).toMatchObject({ name: 'Rita Rahman' });
  });

  it.each([
    ['an e-mail over 254 characters', { name: 'Long', email: `${'e'.repeat(250)}@x.test` }, 'email'],
    ['a name over 80 characters', { name: 'n'.repeat(81), email: 'long-name@x.test' }, 'name'],
    ['a name with a line break', { name: 'Rina\n=1+1', email: 'line-break@x.test' }, 'name'],
    ['a name with a bidi isolate', { name: 'Rina \u2067x', email: 'isolate@x.test' }, 'name'],
    [
      'a photo URL of 900 KB',
      { name: 'Pic', email: 'pic@x.test', image: `https://a/${'a'.repeat(900_000)}` },
      'image',
    ],
  ])('sign-up with %s', async (_label, payload, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { password: TEST_PASSWORD, ...payload },
    });
    expectFieldRefused(res, field);
  });

  it('40 KB of deeply nested JSON to sign-in is a 400, not a stack overflow', async () => {
    const depth = 20_000;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"a@x.test","password":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', issues: [{ path: expect.any(String) }] },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
