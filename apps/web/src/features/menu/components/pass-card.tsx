import { t } from '@lingui/core/macro';
import type { MealPass } from '@messhall/shared';
import { CloudOff } from 'lucide-react';
import { sharedText } from '@/lib/i18n/shared-text';
import { formatClock, formatLongDay, slotLabel } from '@/utils/hostel-day-format';
import { PassQr } from './pass-qr';

interface PassCardProps {
  pass: MealPass;
  memberName: string;
  /** Shown from the device's copy (the server could not be reached). */
  saved: boolean;
}

/** The short code in two groups of three, "K7M 2QX": read out and typed at the counter when its camera fails. */
function ShortCode({ code }: { code: string }) {
  return (
    <p className="flex flex-col items-center gap-1">
      <span className="text-sm text-base-content/80">{t`Code to type at the counter`}</span>
      <span
        className="font-mono text-4xl font-bold tracking-[0.2em] select-all"
        data-testid="meal-pass-short-code"
      >
        {`${code.slice(0, 3)} ${code.slice(3)}`}
      </span>
    </p>
  );
}

/** The pass the counter scans: the code, whose meal it is, until when; a short code for typing it in. */
export function PassCard({ pass, memberName, saved }: PassCardProps) {
  const slot = sharedText(slotLabel(pass.slot));
  const day = formatLongDay(pass.date);
  const until = formatClock(pass.expiresAt);
  return (
    <article
      aria-labelledby="meal-pass-title"
      className="card mx-auto w-full max-w-sm border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body items-center gap-3 p-5 text-center">
        <h2 id="meal-pass-title" className="text-2xl font-bold">
          {slot}
        </h2>
        <p className="text-base-content/80">{day}</p>
        <PassQr code={pass.code} label={t`Meal pass QR code: ${slot}, ${day}`} />
        <p className="text-lg font-semibold">{memberName}</p>
        <p className="font-medium">{t`Valid until ${until}`}</p>
        {saved && (
          <p className="badge h-auto gap-1.5 border-base-300 bg-base-200 py-1 text-base-content">
            <CloudOff className="size-4" aria-hidden="true" />
            {t`Saved on this device`}
          </p>
        )}
        {pass.shortCode && <ShortCode code={pass.shortCode} />}
      </div>
    </article>
  );
}
