import { randomUUID } from 'node:crypto';
import { devMailboxResponseSchema, MEAL_MESSAGES, SIGN_IN_SERVICE_MESSAGES } from '@messhall/shared';
import { BN } from '@messhall/shared/i18n/bn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';
import { createUser, type TestUser } from './factories/users.js';

// The server answers in the language of the request: the visitor's choice (the messhall-locale cookie the web
// app's switch writes) or else the browser's Accept-Language. Its error messages and its mails are written in
// it; the codes, fields and everything else stay as they are.

const BENGALI = /[\u0980-\u09FF]/;
let t: TestApp;
let student: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  student = await createUser(t.app, t.database, { name: 'Nusrat' });
});
afterAll(() => t.close());

describe('error messages', () => {
  it('are Bangla when the request asks for Bangla, field by field, and English otherwise', async () => {
    const url = '/api/meals?minPrice=-1';
    const english = await t.app.inject({ method: 'GET', url });
    const bangla = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'bn-BD,bn;q=0.9' },
    });
    expect(english.statusCode).toBe(400);
    expect(bangla.statusCode).toBe(400);
    const en = english.json().error;
    const bn = bangla.json().error;
    expect(en.issues[0]).toEqual({
      path: 'minPrice',
      message: MEAL_MESSAGES.minPriceNegative,
      messageKey: 'minPriceNegative',
    });
    expect(bn.code).toBe(en.code);
    expect(bn.issues[0]).toEqual({
      path: 'minPrice',
      message: BN.messages.minPriceNegative,
      messageKey: 'minPriceNegative',
    });
    expect(bn.message).toMatch(/^minPrice: /);
    expect(bn.message).toMatch(BENGALI);
    expect(en.message).not.toMatch(BENGALI);
  });

  it('follow the cookie over the browser', async () => {
    const url = `/api/meals/${randomUUID()}`;
    const chosen = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'en-US', cookie: 'messhall-locale=bn' },
    });
    expect(chosen.statusCode).toBe(404);
    expect(chosen.json().error.message).toBe(BN.messages.mealNotFound);
    const english = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'bn', cookie: 'messhall-locale=en' },
    });
    expect(english.json().error.message).toBe(MEAL_MESSAGES.mealNotFound);
  });
});

describe('the language an error is written in', () => {
  const varies = (res: { headers: Record<string, unknown> }) =>
    String(res.headers.vary ?? '')
      .toLowerCase()
      .split(/\s*,\s*/);

  it('is named in Vary, so that no cache hands one reader’s language to another', async () => {
    const answers = [
      // A validation error of a read that caches keep (Cache-Control: no-cache, ETag).
      await t.app.inject({
        method: 'GET',
        url: '/api/meals?minPrice=-1',
        headers: { 'accept-language': 'bn' },
      }),
      await t.app.inject({ method: 'GET', url: `/api/meals/${randomUUID()}` }),
      await t.app.inject({ method: 'GET', url: '/api/users/me' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: '   ', email: 'vary@messhall.test', password: 'Student#2026' },
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(varies(res)).toEqual(expect.arrayContaining(['accept-language', 'cookie']));
    }
  });

  it('is not named on a read whose words are the same in every language', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/meals', headers: { 'accept-language': 'bn' } });
    expect(ok.statusCode).toBe(200);
    expect(varies(ok)).not.toContain('accept-language');
  });
});

describe('sign-up refusals (where better-auth clients read the message at the top level too)', () => {
  it('keep both copies of the message, in Bangla when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'accept-language': 'bn' },
      payload: { name: '   ', email: 'noname.bn@messhall.test', password: 'Student#2026' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(BN.messages.nameRequired);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toBe(BN.messages.nameRequired);
  });
});

describe('better-auth’s own refusals and the session check', () => {
  it('a wrong password is refused in Bangla when the reader asks for Bangla, and in English otherwise', async () => {
    const signIn = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'accept-language': language },
        payload: { email: student.email, password: 'Wrong#Pass123' },
      });
    const bangla = await signIn('bn');
    expect(bangla.statusCode).toBe(401);
    expect(bangla.json()).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: BN.messages.invalidEmailOrPassword,
    });
    expect(bangla.json().message).toMatch(BENGALI);
    const english = await signIn('en');
    expect(english.json()).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: SIGN_IN_SERVICE_MESSAGES.invalidEmailOrPassword,
    });
  });

  it('a call that needs a session says "log in first" in Bangla', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/requests',
      headers: { cookie: 'messhall-locale=bn' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(BN.messages.logInFirst);
  });
});

describe('the password-reset mail', () => {
  async function resetMailFor(email: string, headers: Record<string, string>) {
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      // A request with a cookie must come from the app's own pages (plugins/origin-check.ts).
      headers: { origin: 'http://localhost:3000', ...headers },
      payload: { email, redirectTo: '/reset-password' },
    });
    expect(asked.statusCode).toBe(200);
    const box = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    const { mails } = devMailboxResponseSchema.parse(box.json());
    return mails.find((mail) => mail.to === email);
  }

  it('is written in the language of the page that asked for it, with the same one-time link', async () => {
    const bangla = await resetMailFor(student.email, { cookie: 'messhall-locale=bn' });
    expect(bangla?.subject).toBe('আপনার Messhall পাসওয়ার্ড রিসেট করুন');
    expect(bangla?.text).toContain('প্রিয় Nusrat,');
    expect(bangla?.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=\w+/);
    expect(bangla?.html).toContain('নতুন পাসওয়ার্ড বেছে নিন</a>');

    const other = await createUser(t.app, t.database, { name: 'Rafi' });
    const english = await resetMailFor(other.email, { 'accept-language': 'en-GB' });
    expect(english?.subject).toBe('Reset your Messhall password');
    expect(english?.text).toContain('Hello Rafi,');
  });
});
