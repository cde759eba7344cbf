import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';
import { createUser } from './factories/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('sessions', () => {
  it('signs a user up and in, and the cookie identifies them', async () => {
    const user = await createUser(t.app, t.database, { name: 'Ayesha' });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: user.email, name: 'Ayesha', role: 'user' });
  });

  it('gives an admin the admin role', async () => {
    const admin = await createUser(t.app, t.database, { role: 'admin' });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: admin.headers });
    expect(res.json().user.role).toBe('admin');
  });
});
