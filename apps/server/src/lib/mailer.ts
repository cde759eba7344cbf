import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { escapeHtml } from './escape-html.js';
import type { Locale } from '@messhall/shared';

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

/** The words of the password-reset mail, per language. */
const RESET_MAIL: Record<
  Locale,
  {
    subject: string;
    greeting: (name: string) => string;
    asked: string;
    open: string;
    button: string;
    expiry: string;
  }
> = {
  en: {
    subject: 'Reset your Messhall password',
    greeting: (name) => `Hello ${name || 'there'},`,
    asked: 'Someone asked to reset the password of your Messhall account.',
    open: 'To choose a new password, open this link:',
    button: 'Choose a new password',
    expiry:
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this mail; your password stays as it is.',
  },
  bn: {
    subject: 'আপনার Messhall পাসওয়ার্ড রিসেট করুন',
    greeting: (name) => (name ? `প্রিয় ${name},` : 'হ্যালো,'),
    asked: 'কেউ আপনার Messhall অ্যাকাউন্টের পাসওয়ার্ড রিসেট করতে চেয়েছেন।',
    open: 'নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন:',
    button: 'নতুন পাসওয়ার্ড বেছে নিন',
    expiry:
      'লিংকটি একবারই কাজ করবে এবং ১ ঘণ্টা পরে মেয়াদ শেষ হবে। আপনি যদি এটি না চেয়ে থাকেন, তাহলে এই মেইলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
  },
};

/**
 * The password-reset mail: a one-time link to the web app's reset page, in the language of the page that
 * asked for it (the mail goes out while that request is answered).
 */
export function passwordResetMail(to: string, name: string, link: string, locale: Locale = 'en'): Mail {
  const words = RESET_MAIL[locale];
  const greeting = words.greeting(name);
  return {
    to,
    subject: words.subject,
    text: [greeting, '', `${words.asked} ${words.open}`, link, '', words.expiry].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(words.asked)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.button)}</a></p>`,
      `<p>${escapeHtml(words.expiry)}</p>`,
    ].join('\n'),
  };
}
