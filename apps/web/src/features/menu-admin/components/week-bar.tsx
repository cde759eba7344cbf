import type { CopyWeekResponse } from '@messhall/shared';
import { ChevronLeft, ChevronRight, Copy } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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

  const copy = async () => {
    setCopying(true);
    try {
      const { copied } = await onCopyPrevious();
      toast.success(`Copied the previous week: ${copied} ${copied === 1 ? 'meal' : 'meals'} planned`);
      setConfirming(false);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not copy the week.');
      setConfirming(false);
    } finally {
      setCopying(false);
    }
  };

  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <h2 className="text-xl font-semibold" aria-live="polite">
        {formatDay(first)} – {formatDay(last)}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Week" className="join">
          <button type="button" className="btn join-item min-h-11 sm:min-h-0" onClick={onPrevious}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous
          </button>
          <button
            type="button"
            className="btn join-item min-h-11 sm:min-h-0"
            onClick={onThisWeek}
            disabled={isThisWeek}
          >
            This week
          </button>
          <button type="button" className="btn join-item min-h-11 sm:min-h-0" onClick={onNext}>
            Next
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </div>
        <button
          type="button"
          className="btn btn-outline min-h-11 sm:min-h-0"
          onClick={() => setConfirming(true)}
        >
          <Copy className="size-4" aria-hidden="true" />
          Copy previous week
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Copy the previous week?"
        description={`The menu of ${formatDay(previous.first)} – ${formatDay(previous.last)} replaces every slot of ${formatDay(first)} – ${formatDay(last)}, empty ones included.`}
        confirmLabel="Copy week"
        tone="danger"
        busy={copying}
        onConfirm={() => void copy()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
