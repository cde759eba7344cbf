import { LIVE_RECONNECTED, useLiveEvents } from '@/lib/live-events';

/** Every skip, undo and serving publishes this to admins (decision 0035); after a reconnect some may be lost. */
const EVENTS = ['headcount.changed', LIVE_RECONNECTED] as const;

/**
 * Calls `refresh` whenever the counts may have moved. The event names the dates it touched, but a refetch of the
 * few days on screen is one cheap admin query, so every event refreshes them.
 */
export function useLiveHeadcount(refresh: () => void): void {
  useLiveEvents(EVENTS, () => refresh());
}
