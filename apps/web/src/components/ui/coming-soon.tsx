import { ArrowLeft, CookingPot } from 'lucide-react';
import { useId } from 'react';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';
import { LinkButton } from './link-button';

interface ComingSoonProps {
  /** The screen's name, e.g. 'Manage Users'. */
  title: string;
  description?: string;
  /** 1 for the page's own heading; 2 inside a layout that already has the page's h1 (dashboard). */
  headingLevel?: 1 | 2;
  /** A page of its own (outer spacing and a Go to Home button) rather than a panel inside a layout. */
  standalone?: boolean;
  className?: string;
}

/** Placeholder for screens that are not built yet; one component so they all look alike. */
export function ComingSoon({
  title,
  description = 'We are still cooking up this screen. Check back soon!',
  headingLevel = 1,
  standalone = true,
  className,
}: ComingSoonProps) {
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'mx-auto flex w-full max-w-2xl flex-col items-center rounded-box border border-dashed border-base-300 bg-base-200/60 px-6 py-14 text-center',
        standalone && 'my-10 sm:my-16',
        className,
      )}
    >
      <div
        className="grid size-20 place-items-center rounded-full bg-primary/10 text-primary"
        aria-hidden="true"
      >
        <CookingPot className="size-10" strokeWidth={1.75} />
      </div>
      <p className="badge badge-primary mt-6 font-semibold tracking-wide uppercase">Coming soon</p>
      <Heading id={headingId} className="mt-3 text-2xl font-bold text-balance sm:text-3xl">
        {title}
      </Heading>
      <p className="mt-3 max-w-prose text-base-content/80">{description}</p>
      {standalone && (
        <LinkButton to={paths.home()} className="btn-primary mt-8">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Go to Home
        </LinkButton>
      )}
    </section>
  );
}
