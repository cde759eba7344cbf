import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const subscribe = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });

async function stored(): Promise<string[]> {
  const rows = await t.database.query<{ email: string }>(
    'select email from newsletter_subscribers order by email',
  );
  return rows.map((r) => r.email);
}

describe('POST /api/newsletter', () => {
  it('stores the address trimmed and lower-cased, for a visitor', async () => {
    const res = await subscribe({ email: '  Rahim.Uddin@Example.COM ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await stored()).toEqual(['rahim.uddin@example.com']);
  });

  it('answers a known address exactly like a new one, keeping one row', async () => {
    const first = await subscribe({ email: 'twice@example.com' });
    const second = await subscribe({ email: 'TWICE@example.com' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    expect((await stored()).filter((e) => e === 'twice@example.com')).toHaveLength(1);
  });

  it('survives the same address arriving many times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => subscribe({ email: 'rush@example.com' })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await stored()).filter((e) => e === 'rush@example.com')).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: '   ' }, 'Email is required'],
    [{}, 'Email is required'],
    [{ email: 42 }, 'Email is required'],
  ])('rejects %j with a 400 naming email', async (payload, message) => {
    const before = await stored();
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'email', message }],
    });
    expect(await stored()).toEqual(before);
  });
});
