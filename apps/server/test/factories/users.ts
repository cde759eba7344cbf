import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.js';
import { users } from '../../src/db/schema/index.js';

export const TEST_PASSWORD = 'Test#Pass123';

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  /** Send as `headers` in app.inject: the session cookie, as a browser would. */
  headers: { cookie: string };
}

/**
 * Signs a new user up through the real auth routes (so passwords, sessions and cookies are the product's own),
 * promotes them in the database when an admin is asked for, and returns their session cookie.
 */
export async function createUser(
  app: FastifyInstance,
  database: Database,
  options: { role?: 'user' | 'admin'; name?: string; email?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@messhall.test`;
  const name = options.name ?? 'Test User';
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email, password: TEST_PASSWORD },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const id = signUp.json().user.id as string;
  const role = options.role ?? 'user';
  if (role === 'admin') await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, id));
  // Sign-up signs in (autoSignIn): its session cookie is the one a browser would keep, with no second hash.
  const cookie = signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  if (!cookie) throw new Error('sign-up set no session cookie');
  return { id, email, name, role, headers: { cookie } };
}

/** Signs in with the test password and returns the Cookie header value. */
export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
