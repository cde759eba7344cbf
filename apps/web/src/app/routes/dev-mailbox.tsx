import { DevMailbox } from '@/features/auth/components/dev-mailbox';
import '@/styles/screens.css';

/** /dev/mailbox: development only (the API answers 404 in production, and the screen says so). */
export default function DevMailboxRoute() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">Dev Mailbox</h1>
      <p className="mt-2 mb-6 text-base-content/80">
        Mail the server kept instead of sending, because no SMTP server is configured.
      </p>
      <DevMailbox />
    </div>
  );
}
