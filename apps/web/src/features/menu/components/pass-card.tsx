import type { MealPass } from '@messhall/shared';
import { CloudOff } from 'lucide-react';
import { formatClock, formatLongDay, SLOT_LABELS } from '@/utils/hostel-day-format';
import { PassQr } from './pass-qr';

interface PassCardProps {
  pass: MealPass;
  memberName: string;
  /** Shown from the device's copy (the server could not be reached). */
  saved: boolean;
}

/** The pass the counter scans: the code, whose meal it is, until when; the code as text for typing it in. */
export function PassCard({ pass, memberName, saved }: PassCardProps) {
  const slot = SLOT_LABELS[pass.slot];
  return (
    <article
      aria-labelledby="meal-pass-title"
      className="card mx-auto w-full max-w-sm border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body items-center gap-3 p-5 text-center">
        <h2 id="meal-pass-title" className="text-2xl font-bold">
          {slot}
        </h2>
        <p className="text-base-content/80">{formatLongDay(pass.date)}</p>
        <PassQr code={pass.code} label={`Meal pass QR code: ${slot}, ${formatLongDay(pass.date)}`} />
        <p className="text-lg font-semibold">{memberName}</p>
        <p className="font-medium">{`Valid until ${formatClock(pass.expiresAt)}`}</p>
        {saved && (
          <p className="badge h-auto gap-1.5 border-base-300 bg-base-200 py-1 text-base-content">
            <CloudOff className="size-4" aria-hidden="true" />
            Saved on this device
          </p>
        )}
        <details className="w-full text-left">
          <summary className="cursor-pointer py-3 text-center text-sm font-medium">
            Show the code as text
          </summary>
          <p className="mt-2 rounded-box bg-base-200 p-3 font-mono text-sm break-all select-all">
            {pass.code}
          </p>
        </details>
      </div>
    </article>
  );
}
