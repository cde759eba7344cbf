import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';

/** The frame of the sign-in screens: a centred card with the page's h1. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-5 p-6 sm:p-8">
          <div className="text-center">
            <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
            {subtitle && <p className="mt-2 text-base-content/80">{subtitle}</p>}
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}

/** The 'OR' line between the e-mail form and the social sign-in block. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-sm font-medium text-base-content/80">
      <span className="h-px flex-1 bg-base-300" aria-hidden="true" />
      {t`OR`}
      <span className="h-px flex-1 bg-base-300" aria-hidden="true" />
    </div>
  );
}
