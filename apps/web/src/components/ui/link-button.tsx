import { Link, type LinkProps } from 'react-router';
import { cn } from '@/utils/cn';

/** Navigation that looks like a button. It stays a link (role=link), so middle-click and "open in new tab" work. */
export function LinkButton({ className, ...props }: LinkProps) {
  return <Link className={cn('btn', className)} {...props} />;
}
