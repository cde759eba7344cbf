import { ApiError } from '@/lib/api-client';
import { sharedText } from '@/lib/i18n/shared-text';

/**
 * The error's own message where it is one a person can act on (e.g. 'Invalid email or password', the
 * 429 wait), otherwise the spec's fallback text ('Login failed', 'Failed to send reset email'). 5xx
 * answers and answers without a message fall back. The error's message (the server's, in English) comes in the
 * page's language; `fallback` is given in it already.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status >= 500 || error.message === 'Request failed') return fallback;
    return error.message ? sharedText(error.message) : fallback;
  }
  return error instanceof Error && error.message ? sharedText(error.message) : fallback;
}
