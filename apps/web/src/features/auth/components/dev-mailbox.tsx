import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Mail, RotateCcw } from 'lucide-react';
import { Fragment } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { pageIntlLocale } from '@/lib/i18n/page-locale';
import { sharedText } from '@/lib/i18n/shared-text';
import { useDevMailbox } from '../api/get-dev-mailbox';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** The mail's text with its http(s) links clickable. Text only: a mail's HTML is never injected. */
function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="link link-primary break-all">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

// With seconds, unlike the app's date helpers: mails sent in the same minute are told apart.
let dateTime: Intl.DateTimeFormat | undefined;
function formatSentAt(sentAt: string): string {
  dateTime ??= new Intl.DateTimeFormat(pageIntlLocale(), { dateStyle: 'medium', timeStyle: 'medium' });
  return dateTime.format(new Date(sentAt));
}

/**
 * The development outbox: what the server would have e-mailed (password-reset links), so a newcomer can
 * reset a password without an SMTP server.
 */
export function DevMailbox() {
  const mailbox = useDevMailbox();

  if (mailbox.isPending) return <Spinner label={t`Loading mails`} className="py-16" />;
  if (mailbox.isError) {
    if (mailbox.error instanceof ApiError && mailbox.error.status === 404)
      return <EmptyState title={t`The dev mailbox is available only outside production`} icon={Mail} />;
    return (
      <ErrorState
        title={t`Could not load the mailbox`}
        message={sharedText(mailbox.error.message)}
        onRetry={() => void mailbox.refetch()}
      />
    );
  }

  const { mails } = mailbox.data;
  const count = mails.length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-base-content/80" aria-live="polite">
          {plural(count, { one: '# mail, newest first', other: '# mails, newest first' })}
        </p>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => void mailbox.refetch()}
          disabled={mailbox.isFetching}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {t`Refresh`}
        </button>
      </div>
      {mails.length === 0 ? (
        <EmptyState
          title={t`No mails yet`}
          description={t`Mail the server sends (e.g. after Forgot password?) shows up here.`}
          icon={Mail}
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {mails.map((mail, index) => {
            const recipient = mail.to;
            const sentAt = formatSentAt(mail.sentAt);
            return (
              <li key={`${mail.sentAt}-${index}`}>
                <article className="card border border-base-300 bg-base-100 shadow-sm">
                  <div className="card-body gap-3 p-4 sm:p-6">
                    <header className="flex flex-col gap-1">
                      <h2 className="text-lg font-semibold break-words">{mail.subject}</h2>
                      <p className="text-sm text-base-content/80">
                        <Trans>
                          To <span className="font-medium text-base-content">{recipient}</span> ·{' '}
                          <time dateTime={mail.sentAt}>{sentAt}</time>
                        </Trans>
                      </p>
                    </header>
                    <LinkifiedText text={mail.text} />
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
