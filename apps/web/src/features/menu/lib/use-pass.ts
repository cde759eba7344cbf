import type { MealPass } from '@messhall/shared';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { useMealPass } from '../api/get-meal-pass';
import { forgetPass, loadPass, savePass } from './pass-cache';
import type { PassSlot } from './pass-slots';

export type PassResult =
  | { kind: 'loading' }
  | { kind: 'pass'; pass: MealPass; saved: boolean }
  /** The server said no (no plan, skipped, serving over): its words, and no kept copy is shown. */
  | { kind: 'refused'; error: ApiError }
  | { kind: 'failed'; error: unknown };

/** A refusal is an answer about this slot; anything else (no network, a 5xx) says nothing about the pass. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 403 || error.status === 409);

/**
 * The pass of `slot` from the server, kept on the device as it arrives; while the server is slow or out of
 * reach, the kept copy (if not expired).
 */
export function usePass(userId: string, slot: PassSlot | undefined, now: number): PassResult {
  const query = useMealPass(slot?.date ?? '', slot?.slot);
  useEffect(() => {
    if (query.data && slot) savePass(userId, query.data, slot.servingFrom);
  }, [query.data, slot, userId]);
  const refused = query.isError && isRefusal(query.error);
  useEffect(() => {
    if (refused && slot) forgetPass(userId, slot.date, slot.slot);
  }, [refused, slot, userId]);

  if (!slot) return { kind: 'loading' };
  if (query.data) return { kind: 'pass', pass: query.data, saved: false };
  if (query.isError && isRefusal(query.error)) return { kind: 'refused', error: query.error };
  const kept = loadPass(userId, slot.date, slot.slot, now);
  if (kept) return { kind: 'pass', pass: kept, saved: true };
  return query.isError ? { kind: 'failed', error: query.error } : { kind: 'loading' };
}
