import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon: Icon = Inbox, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}>
      <Icon className="size-10 text-base-content/60" strokeWidth={1.5} aria-hidden="true" />
      <p className="text-lg font-semibold">{title}</p>
      {description && <p className="max-w-prose text-base-content/80">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
