import { t } from '@lingui/core/macro';
import type { ScanResponse } from '@messhall/shared';
import { ApiError } from '@/lib/api-client';
import { sharedText } from '@/lib/i18n/shared-text';

/**
 * One check of a pass: served, refused by the server with its reason, or not checked (no answer). A reason is
 * shown as it is kept: in the page's language.
 */
export type ScanOutcome = { id: number; at: Date } & (
  | { kind: 'served'; served: ScanResponse }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; reason: string }
);

let nextId = 1;

export const servedOutcome = (served: ScanResponse): ScanOutcome => ({
  id: nextId++,
  at: new Date(),
  kind: 'served',
  served,
});

/**
 * A 4xx is the server's refusal (409 with the reason: forged, another slot, no plan, skipped, already served;
 * 400 for a code that is no code); anything else means the pass was not checked and may be tried again.
 */
export function failedOutcome(error: unknown): ScanOutcome {
  const base = { id: nextId++, at: new Date() };
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return { ...base, kind: 'refused', reason: sharedText(error.message) };
  const detail = error instanceof ApiError ? sharedText(error.message) : '';
  return {
    ...base,
    kind: 'failed',
    reason: detail
      ? t`The pass was not checked: the server did not answer (${detail}). Try again.`
      : t`The pass was not checked: the server did not answer. Try again.`,
  };
}
