import { t } from '@lingui/core/macro';
import type { ScanResponse } from '@messhall/shared';
import { useRef, useState } from 'react';
import { CAMERA_REPEAT_QUIET_MS, createRepeatGuard } from '../lib/repeat-guard';
import { failedOutcome, type ScanOutcome, servedOutcome } from '../lib/scan-outcome';
import { CameraScanner } from './camera-scanner';
import { PassCodeForm } from './pass-code-form';
import { RecentScans } from './recent-scans';
import { ScanResultPanel } from './scan-result-panel';

const RECENT_KEPT = 6;

interface PassScannerProps {
  scan: (code: string) => Promise<ScanResponse>;
  /** How long a code must leave the camera's sight before it is posted again. */
  repeatQuietMs?: number;
}

/**
 * The counter: codes from the camera or typed in are checked one at a time on the server. The camera keeps
 * reading after an answer, for the next member; the same pass still in front of it is not posted again until
 * it has been out of sight a few seconds (a typed code is always checked: staff asked for it).
 */
export function PassScanner({ scan, repeatQuietMs = CAMERA_REPEAT_QUIET_MS }: PassScannerProps) {
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [recent, setRecent] = useState<ScanOutcome[]>([]);
  const [checking, setChecking] = useState(false);
  const busy = useRef(false);
  const [allowRepeat] = useState(() => createRepeatGuard(repeatQuietMs));

  const check = async (code: string): Promise<boolean> => {
    busy.current = true;
    setChecking(true);
    let next: ScanOutcome;
    try {
      next = servedOutcome(await scan(code));
    } catch (error) {
      next = failedOutcome(error);
    } finally {
      busy.current = false;
      setChecking(false);
    }
    setOutcome(next);
    setRecent((list) => [next, ...list].slice(0, RECENT_KEPT));
    return next.kind === 'served';
  };

  const fromCamera = (code: string) => {
    // While one pass is being checked, frames are let go unrecorded: the code is read again next frame.
    if (busy.current || !allowRepeat(code)) return;
    void check(code);
  };

  // Phones: the answer first, where staff look; wide screens: the reader on the left, answers on the right.
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:grid-rows-[auto_1fr]">
      <div className="lg:col-start-2">
        <ScanResultPanel outcome={outcome} checking={checking} />
      </div>
      <div className="flex flex-col gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <section aria-labelledby="camera-title" className="flex flex-col gap-3">
          <h2 id="camera-title" className="text-lg font-semibold">
            {t`Camera`}
          </h2>
          <CameraScanner onCode={fromCamera} />
        </section>
        <section aria-labelledby="typed-title" className="flex flex-col gap-3">
          <h2 id="typed-title" className="text-lg font-semibold">
            {t`Type a code`}
          </h2>
          <PassCodeForm onCheck={check} busy={checking} />
        </section>
      </div>
      <div className="lg:col-start-2">
        <RecentScans outcomes={recent} />
      </div>
    </div>
  );
}
