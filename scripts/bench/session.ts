// Signed-in bench users for the like toggle, made through the server's own HTTP sign-up and sign-in
// (better-auth), so the sessions and password hashes are exactly what real users get.
import { randomBytes } from 'node:crypto';

export interface BenchUser {
  id: string;
  email: string;
  /** Authorization: Bearer … (bearer plugin) or, failing that, the session cookie. */
  headers: Record<string, string>;
  /** The session cookie, as a browser sends it (the signed-in reads). */
  cookie: Record<string, string>;
}

export type SessionsResult = { ok: true; users: BenchUser[] } | { ok: false; reason: string };

async function post(base: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    // better-auth refuses a sign-up/sign-in without Origin (CSRF); the server's PUBLIC_URL is the bench's base.
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
}

async function describe(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  return `${res.status} ${text.slice(0, 200)}`;
}

async function signUpAndIn(base: string, index: number, runId: string): Promise<BenchUser | string> {
  const email = `bench-liker-${runId}-${index}@bench.messhall.test`;
  // Meets every password rule (upper, lower, digit, special, length).
  const password = `Bench-${runId}-Pass9!`;
  const signUp = await post(base, '/api/auth/sign-up/email', {
    name: `Bench Liker ${index}`,
    email,
    password,
  });
  if (!signUp.ok) return `sign-up answered ${await describe(signUp)}`;
  await signUp.arrayBuffer();

  return signIn(base, email, password);
}

/** Signs an existing account in and checks that the server accepts its session. */
export async function signIn(base: string, email: string, password: string): Promise<BenchUser | string> {
  const res = await post(base, '/api/auth/sign-in/email', { email, password });
  if (!res.ok) return `sign-in answered ${await describe(res)}`;
  const body = (await res.json().catch(() => ({}))) as { user?: { id?: string }; token?: string };
  const bearer = res.headers.get('set-auth-token');
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.includes('session_token'));
  const headers: Record<string, string> = bearer
    ? { authorization: `Bearer ${bearer}` }
    : cookies.length > 0
      ? { cookie: cookies.join('; ') }
      : {};
  if (Object.keys(headers).length === 0)
    return 'sign-in returned neither set-auth-token nor a session cookie';

  const check = await fetch(`${base}/api/auth/get-session`, { headers });
  const session = (await check.json().catch(() => null)) as { user?: { id?: string } } | null;
  const id = session?.user?.id ?? body.user?.id;
  if (!check.ok || !session?.user || !id) return `the session is not accepted (get-session ${check.status})`;
  const cookie = cookies.length > 0 ? { cookie: cookies.join('; ') } : headers;
  return { id, email, headers, cookie };
}

/** Creates `count` users (sequentially: each sign-up hashes a password) and returns their auth headers. */
export async function createBenchSessions(base: string, count: number): Promise<SessionsResult> {
  const runId = randomBytes(3).toString('hex');
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i++) {
    const user = await signUpAndIn(base, i, runId).catch((e: unknown) => `request failed: ${String(e)}`);
    if (typeof user === 'string') return { ok: false, reason: user };
    users.push(user);
  }
  return { ok: true, users };
}

/**
 * Buys a Gold plan for a bench user through the payment routes, as a member would (the sandbox provider, which
 * the bench's server enables): the skip rows need members whose plan covers the slots.
 */
export async function buyPlan(base: string, user: BenchUser): Promise<string | undefined> {
  const call = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json', origin: base },
      body: JSON.stringify(body),
    });
    return { res, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  };
  const intent = await call('/api/payment/create-payment-intent', { packageName: 'gold' });
  if (!intent.res.ok) return `create-payment-intent answered ${intent.res.status}`;
  const card = {
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 1,
    cvc: '123',
  };
  const paid = await call('/api/payment/sandbox/confirm', { clientSecret: intent.body.clientSecret, card });
  if (!paid.res.ok) return `sandbox/confirm answered ${paid.res.status}`;
  const saved = await call('/api/payment/save-payment', { transactionId: paid.body.id });
  return saved.res.ok ? undefined : `save-payment answered ${saved.res.status}`;
}
