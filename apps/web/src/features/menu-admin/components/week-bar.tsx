import { plural, t } from '@lingui/core/macro';
import type { CopyWeekResponse } from '@messhall/shared';
import { ChevronLeft, ChevronRight, Copy } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { formatDay } from '@/utils/hostel-day-format';

interface WeekBarProps {
  /** Monday and Sunday of the week shown. */
  first: string;
  last: string;
  isThisWeek: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onThisWeek: () => void;
  /** Copies the week before `first` onto this one (every slot replaced). */
  onCopyPrevious: () => Promise<CopyWeekResponse>;
  /** The previous week's Monday and Sunday, for the confirmation. */
  previous: { first: string; last: string };
}

/** The week's title, its navigation, and "Copy previous week" behind a confirmation (it replaces the week). */
export function WeekBar(props: WeekBarProps) {
  const { first, last, isThisWeek, onPrevious, onNext, onThisWeek, onCopyPrevious, previous } = props;
  const [confirming, setConfirming] = useState(false);
  const [copying, setCopying] = useState(false);
  const week = `${formatDay(first)} – ${formatDay(last)}`;
  const previousWeek = `${formatDay(previous.first)} – ${formatDay(previous.last)}`;

  const copy = async () => {
    setCopying(true);
    try {
      const { copied } = await onCopyPrevious();
      toast.success(
        plural(copied, {
          one: 'Copied the previous week: # meal planned',
          other: 'Copied the previous week: # meals planned',
        }),
      );
      setConfirming(false);
    } catch (error) {
      toast.error(error instanceof Error ? sharedText(error.message) : t`Could not copy the week.`);
      setConfirming(false);
    } finally {
      setCopying(false);
    }
  };

  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <h2 className="text-xl font-semibold" aria-live="polite">
        {week}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label={t`Week`} className="join">
          <button type="button" className="btn join-item min-h-11 sm:min-h-0" onClick={onPrevious}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            {t`Previous`}
          </button>
          <button
            type="button"
            className="btn join-item min-h-11 sm:min-h-0"
            onClick={onThisWeek}
            disabled={isThisWeek}
          >
            {t`This week`}
          </button>
          <button type="button" className="btn join-item min-h-11 sm:min-h-0" onClick={onNext}>
            {t`Next`}
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </div>
        <button
          type="button"
          className="btn btn-outline min-h-11 sm:min-h-0"
          onClick={() => setConfirming(true)}
        >
          <Copy className="size-4" aria-hidden="true" />
          {t`Copy previous week`}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t`Copy the previous week?`}
        description={t`The menu of ${previousWeek} replaces every slot of ${week}, empty ones included.`}
        confirmLabel={t`Copy week`}
        tone="danger"
        busy={copying}
        onConfirm={() => void copy()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
