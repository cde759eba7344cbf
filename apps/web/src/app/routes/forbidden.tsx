import { t } from '@lingui/core/macro';
import { ShieldAlert } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import '@/styles/screens.css';

export default function ForbiddenRoute() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <ShieldAlert className="size-14 text-error" strokeWidth={1.5} aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{t`403 - Forbidden`}</h1>
      <p className="mt-4 text-base-content/80">
        {t`Sorry, you do not have permission to access this page. Please contact an administrator if you believe this is a mistake.`}
      </p>
      <LinkButton to={paths.home()} className="btn-primary mt-8">
        {t`Go to Home`}
      </LinkButton>
    </div>
  );
}
