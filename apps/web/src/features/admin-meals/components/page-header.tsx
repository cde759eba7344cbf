import type { ReactNode } from 'react';

/** The admin screen's title (the page's h1) with an optional action on the right. */
export function PageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-base-content/80">{description}</p>}
      </div>
      {action}
    </header>
  );
}
