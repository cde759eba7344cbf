import type { NewsletterInput, SuccessResponse } from '@messhall/shared';
import type { Db } from '../../db/client.js';
import { addSubscriber } from './newsletter.repository.js';

/**
 * Stores the (already trimmed and lower-cased) address. A known address gets the same answer as a new one, so
 * the form cannot be used to find out who is subscribed.
 */
export async function subscribe(db: Db, input: NewsletterInput): Promise<SuccessResponse> {
  await addSubscriber(db, input.email);
  return { success: true };
}
