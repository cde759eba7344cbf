import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer, OUTBOX_SIZE, passwordResetMail } from './mailer.js';

function fakeLogger() {
  return { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger & {
    info: ReturnType<typeof vi.fn>;
    warn: ReturnType<typeof vi.fn>;
  };
}

describe('mailer without SMTP_URL', () => {
  it('keeps the last 50 mails, newest first, and logs each', async () => {
    const logger = fakeLogger();
    const mailer = createMailer({ smtpUrl: undefined, from: 'x', logger, isProduction: false });
    for (let i = 0; i < OUTBOX_SIZE + 5; i++)
      await mailer.send({ to: `u${i}@m.test`, subject: `s${i}`, text: 't' });
    const outbox = mailer.outbox();
    expect(outbox).toHaveLength(OUTBOX_SIZE);
    expect(outbox[0]).toMatchObject({ to: `u${OUTBOX_SIZE + 4}@m.test`, html: null });
    expect(outbox.at(-1)?.to).toBe('u5@m.test');
    expect(logger.info).toHaveBeenCalledTimes(OUTBOX_SIZE + 5);
  });

  it('in production keeps nothing and never logs the body (it may hold a one-time link)', async () => {
    const logger = fakeLogger();
    const mailer = createMailer({ smtpUrl: undefined, from: 'x', logger, isProduction: true });
    await mailer.send(passwordResetMail('a@m.test', 'A', 'https://m.example/reset-password?token=secret'));
    expect(mailer.outbox()).toEqual([]);
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain('secret');
    expect(JSON.stringify(logger.warn.mock.calls)).toContain('SMTP_URL');
  });
});

describe('passwordResetMail', () => {
  it('escapes the name and link in HTML', () => {
    const mail = passwordResetMail('a@m.test', '<b>Eve</b>', 'https://m.example/reset-password?token=a&b');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).toContain('href="https://m.example/reset-password?token=a&amp;b"');
    expect(mail.text).toContain('https://m.example/reset-password?token=a&b');
  });
});
