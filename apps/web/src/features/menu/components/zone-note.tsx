import { t } from '@lingui/core/macro';
import { Globe } from 'lucide-react';
import { viewerTimeZone } from '@/utils/hostel-day-format';

/** Times are the viewer's; when the hostel keeps another clock, say so (its days are the hostel's days). */
export function ZoneNote({ timeZone }: { timeZone: string }) {
  const mine = viewerTimeZone();
  if (mine === timeZone) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-base-content/80">
      <Globe className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t`Times are shown in your time zone (${mine}). Menu days follow the hostel’s time zone (${timeZone}).`}
    </p>
  );
}
