import { t } from '@lingui/core/macro';
import { DevMailbox } from '@/features/auth/components/dev-mailbox';
import '@/styles/screens.css';

/** /dev/mailbox: development only, on the server's own machine (the API answers 404 in production, 403 elsewhere). */
export default function DevMailboxRoute() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">{t`Dev Mailbox`}</h1>
      <p className="mt-2 mb-6 text-base-content/80">
        {t`Mail the server kept instead of sending, because no SMTP server is configured. Shown only on the server’s own machine.`}
      </p>
      <DevMailbox />
    </div>
  );
}
