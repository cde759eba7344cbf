import { t } from '@lingui/core/macro';
import { SearchX } from 'lucide-react';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import '@/styles/screens.css';

export default function NotFoundRoute() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <SearchX className="size-14 text-primary" strokeWidth={1.5} aria-hidden="true" />
      <p className="mt-4 text-6xl font-extrabold text-primary">404</p>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{t`Page not found`}</h1>
      <p className="mt-3 text-base-content/80">{t`The page you are looking for does not exist or has moved.`}</p>
      <LinkButton to={paths.home()} className="btn-primary mt-8">
        {t`Go to Home`}
      </LinkButton>
    </div>
  );
}
