import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, devMailboxResponseSchema } from '@messhall/shared';
import { sessions, verifications } from '../src/db/schema/index.js';
import { buildTestApp, type TestApp } from './helper.js';
import { createUser, signIn, TEST_PASSWORD, type TestUser } from './factories/users.js';

const NEW_PASSWORD = 'Fresh#Start456';

function requestReset(app: TestApp, email: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password' },
  });
}

function resetPassword(app: TestApp, token: string, newPassword = NEW_PASSWORD) {
  return app.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
}

/** The token of the one-time link `${PUBLIC_URL}/reset-password?token=…` in a mail body. */
function tokenFrom(text: string): string {
  const match = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}

describe('password reset through the development mailbox (no SMTP_URL)', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    user = await createUser(t.app, t.database, { name: 'Forgetful' });
  });
  afterAll(() => t.close());

  async function latestMailTo(email: string) {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const { mails } = devMailboxResponseSchema.parse(res.json());
    return mails.find((mail) => mail.to === email);
  }

  it('mails a one-time link to the reset page', async () => {
    const res = await requestReset(t, user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true });
    const mail = await latestMailTo(user.email);
    expect(mail).toMatchObject({ subject: 'Reset your Messhall password' });
    expect(mail!.text).toContain('Hello Forgetful,');
    expect(mail!.html).toContain('href="http://localhost:3000/reset-password?token=');
    expect(tokenFrom(mail!.text)).toHaveLength(24);
  });

  it('answers the same for an unknown e-mail and sends nothing (no account discovery)', async () => {
    const res = await requestReset(t, 'nobody@messhall.test');
    expect(res.statusCode).toBe(200);
    expect(await latestMailTo('nobody@messhall.test')).toBeUndefined();
  });

  it('keeps the password rules on reset', async () => {
    await requestReset(t, user.email);
    const token = tokenFrom((await latestMailTo(user.email))!.text);
    const weak = await resetPassword(t, token, 'password1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(AUTH_MESSAGES.passwordCriteria);
    // A refused attempt does not use the token up.
    expect((await resetPassword(t, token)).statusCode).toBe(200);
  });

  it('the token works once, changes the password and ends the old sessions', async () => {
    const other = await createUser(t.app, t.database);
    const oldCookie = other.headers.cookie;
    await requestReset(t, other.email);
    const token = tokenFrom((await latestMailTo(other.email))!.text);

    const first = await resetPassword(t, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: true });

    const second = await resetPassword(t, token, 'Another#Pass789');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'INVALID_TOKEN' });

    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(0);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: oldCookie },
    });
    expect(session.json()).toBeNull();
    await expect(signIn(t.app, other.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    await expect(signIn(t.app, other.email, NEW_PASSWORD)).resolves.toContain('session_token');
  });

  it('a token older than one hour is refused', async () => {
    const late = await createUser(t.app, t.database);
    await requestReset(t, late.email);
    const token = tokenFrom((await latestMailTo(late.email))!.text);
    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    // Issued with a one-hour life.
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, 'reset-password:%'));
    const res = await resetPassword(t, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('a made-up token is refused', async () => {
    const res = await resetPassword(t, 'x'.repeat(24));
    expect(res.statusCode).toBe(400);
  });
});

describe('password reset mail over SMTP (SMTP_URL set)', () => {
  interface Received {
    to: string[];
    raw: string;
  }
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Messhall <no-reply@messhall.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the reset mail to the SMTP server, and its link works', async () => {
    const user = await createUser(t.app, t.database);
    expect((await requestReset(t, user.email)).statusCode).toBe(200);
    const mail = received.find((m) => m.to.includes(user.email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/^From: Messhall <no-reply@messhall\.test>/m);
    expect(mail!.raw).toMatch(/^Subject: Reset your Messhall password/m);
    // Quoted-printable may fold long lines ("=\r\n") and encode "=" as "=3D".
    const text = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect((await resetPassword(t, tokenFrom(text))).statusCode).toBe(200);
    await expect(signIn(t.app, user.email, NEW_PASSWORD)).resolves.toContain('session_token');
    // Real mail leaves nothing in the development mailbox.
    const box = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(box.json()).toEqual({ mails: [] });
  });
});
