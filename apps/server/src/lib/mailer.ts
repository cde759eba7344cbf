import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { escapeHtml } from './escape-html.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  sentAt: string;
}

export interface Mailer {
  /** Sends one mail; rejects when the SMTP server refuses it. */
  send(mail: Mail): Promise<void>;
  /** The development outbox, newest first (empty when mail goes out by SMTP). */
  outbox(): OutboxMail[];
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
  isProduction: boolean;
}

export const OUTBOX_SIZE = 50;

/**
 * Outgoing mail through nodemailer when SMTP_URL is set. Without it, development keeps the mail in memory
 * (listed at /api/dev/mailbox) and logs it; production logs only that a mail could not be sent, because the
 * body may hold a one-time link that must not land in a log file.
 */
export function createMailer({ smtpUrl, from, logger, isProduction }: MailerOptions): Mailer {
  if (smtpUrl) {
    // nodemailer (~3 MB of heap) is loaded with the first mail, not at start-up (the server's RSS stays < 300 MB).
    let transport: Promise<Transporter> | undefined;
    const open = () =>
      (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      ));
    return {
      async send(mail) {
        await (await open()).sendMail({ from, ...mail });
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      outbox: () => [],
      close: () => void transport?.then((t) => t.close()),
    };
  }

  const outbox: OutboxMail[] = [];
  return {
    async send(mail) {
      if (isProduction) {
        logger.warn({ to: mail.to, subject: mail.subject }, 'mail not sent: SMTP_URL is not set');
        return;
      }
      outbox.unshift({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        sentAt: new Date().toISOString(),
      });
      outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
      logger.info(
        { to: mail.to, subject: mail.subject, text: mail.text },
        'mail kept in the dev mailbox (no SMTP_URL)',
      );
    },
    outbox: () => outbox.map((mail) => ({ ...mail })),
    close: () => {},
  };
}

/** The password-reset mail: a one-time link to the web app's reset page. */
export function passwordResetMail(to: string, name: string, link: string): Mail {
  const greeting = `Hello ${name || 'there'},`;
  const lines = [
    greeting,
    '',
    'Someone asked to reset the password of your Messhall account. To choose a new password, open this link:',
    link,
    '',
    'The link works once and expires in 1 hour. If you did not ask for this, ignore this mail; your password stays as it is.',
  ];
  return {
    to,
    subject: 'Reset your Messhall password',
    text: lines.join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      '<p>Someone asked to reset the password of your Messhall account.</p>',
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
      '<p>The link works once and expires in 1 hour. If you did not ask for this, ignore this mail; your password stays as it is.</p>',
    ].join('\n'),
  };
}
