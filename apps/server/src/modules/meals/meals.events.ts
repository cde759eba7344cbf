import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';

/** A meal went public: an admin pressed Publish, or an upcoming meal reached the auto-publish like count. */
export interface MealPublishedEvent {
  mealId: string;
  title: string;
  /** Everyone who liked it while it was upcoming (the people to tell). */
  likerIds: string[];
  trigger: 'admin' | 'likes';
}

interface MealEventMap {
  published: [MealPublishedEvent];
}

/**
 * In-process hook for things that react to meals (notifications, live updates). Emitted after the transaction
 * has committed, once per publish. Listeners run synchronously inside the request that published; do slow work
 * asynchronously and never throw (a throw is logged and swallowed, the publish stands).
 */
export const mealEvents = new EventEmitter<MealEventMap>();

export function emitMealPublished(event: MealPublishedEvent, log: FastifyBaseLogger): void {
  try {
    mealEvents.emit('published', event);
  } catch (error) {
    log.error({ err: error, mealId: event.mealId }, 'a meal "published" listener failed');
  }
}
