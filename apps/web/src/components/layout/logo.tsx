import { cn } from '@/utils/cn';

/** The Messhall mark (a steaming bowl), inline so it costs no request. Decorative: pair it with text. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={cn('size-9 shrink-0', className)}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <g className="stroke-primary-content" fill="none" strokeLinecap="round">
        <path
          d="M11.5 5.5c-1.4 1.4 1.4 2.8 0 4.2M16 4.5c-1.4 1.4 1.4 2.8 0 4.2M20.5 5.5c-1.4 1.4 1.4 2.8 0 4.2"
          strokeWidth="1.6"
        />
        <path d="M11 26.5h10" strokeWidth="2" />
      </g>
      <path d="M5.5 14h21a10.5 10.5 0 0 1-21 0z" className="fill-primary-content" />
    </svg>
  );
}
