import { type ReactNode, useId } from 'react';
import { cn } from '@/utils/cn';

interface HomeSectionProps {
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
}

/** A Home section: a landmark labelled by its h2 heading, with the page's width and spacing. */
export function HomeSection({ title, intro, className, children }: HomeSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('mx-auto w-full max-w-7xl px-4 py-12 sm:px-6', className)}>
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-1 max-w-prose text-base-content/80">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
