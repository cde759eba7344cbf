import { t } from '@lingui/core/macro';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/utils/cn';

const TONES = {
  primary: 'btn-primary',
  outline: 'btn-outline',
  'outline-primary': 'btn-outline btn-primary',
  danger: 'btn-error',
  'outline-danger': 'btn-outline btn-error',
  /** A quiet action (View): borderless in the table, outlined on a card so it still reads as a button. */
  quiet: 'btn-ghost max-md:btn-outline',
} as const;

interface RowActionProps {
  /** The visible text, e.g. "Delete". */
  label: string;
  /** The accessible name, naming the row: "Delete Beef Tehari". Defaults to the label. */
  name?: string;
  icon?: LucideIcon;
  tone?: keyof typeof TONES;
  /** A link when given, else a button. */
  to?: string;
  onClick?: () => void;
}

/**
 * One action of a table row. Small in the table; on a phone's card a full 44 px tap target (WCAG 2.5.5) that
 * grows to share the card's width with the row's other actions.
 */
export function RowAction({ label, name, icon: Icon, tone = 'outline', to, onClick }: RowActionProps) {
  const className = cn(
    'btn btn-sm whitespace-nowrap max-md:h-11 max-md:min-h-11 max-md:flex-1 max-md:basis-24 max-md:text-sm',
    TONES[tone],
  );
  const content = (
    <>
      {Icon && <Icon className="size-4" aria-hidden="true" />}
      {label}
    </>
  );
  const ariaLabel = name && name !== label ? name : undefined;
  if (to)
    return (
      <Link to={to} className={className} aria-label={ariaLabel}>
        {content}
      </Link>
    );
  return (
    <button type="button" className={className} aria-label={ariaLabel} onClick={onClick}>
      {content}
    </button>
  );
}

/** Said where a row has no action left (a served request, a published meal). */
export function NoAction({ text }: { text?: string }) {
  if (text) return <span className="text-sm text-base-content/75">{text}</span>;
  return (
    <span className="text-base-content/70">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t`No action`}</span>
    </span>
  );
}
