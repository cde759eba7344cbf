import { api } from '@/lib/api-client';

/** docs/product/rules.md#thresholds-and-timers: the social sign-in popup is 500x600. */
export const SOCIAL_POPUP = { width: 500, height: 600 } as const;

/**
 * Where the provider's redirect ends inside the popup: a tiny static page (public/auth-popup-done.html) that
 * tells this window and closes itself, rather than the whole app booting in a 500 px window.
 */
export const POPUP_DONE_PATH = '/auth-popup-done.html';

/** The BroadcastChannel the popup-done page posts on (public/auth-popup-done.js uses the same names). */
export const AUTH_CHANNEL = 'messhall-auth';
export const POPUP_MESSAGE_TYPE = 'messhall:social-sign-in';

export interface PopupResult {
  /** null when the sign-in went through; the provider's or better-auth's error code otherwise. */
  error: string | null;
}

/**
 * Opens the popup synchronously, inside the click handler (browsers block popups opened later, e.g. after
 * an await). It starts blank; the caller points it at the provider once the server has answered. null when
 * the browser blocked it.
 */
export function openSocialPopup(): Window | null {
  const { width, height } = SOCIAL_POPUP;
  const left = Math.round(Math.max(0, window.screenX + (window.outerWidth - width) / 2));
  const top = Math.round(Math.max(0, window.screenY + (window.outerHeight - height) / 2));
  try {
    return window.open(
      '',
      'messhall-social-sign-in',
      `popup,width=${width},height=${height},left=${left},top=${top}`,
    );
  } catch {
    return null;
  }
}

/**
 * POST /api/auth/sign-in/social: better-auth answers the provider's authorize URL (and sets the state
 * cookie); the provider sends the browser back to `callbackURL`, or to `errorCallbackURL?error=…`.
 */
export async function getGoogleSignInUrl(callbackURL: string, errorCallbackURL: string): Promise<string> {
  const { url } = await api.post<{ url: string; redirect: boolean }>(
    '/auth/sign-in/social',
    { provider: 'google', callbackURL, errorCallbackURL },
    { skipAuthRedirect: true },
  );
  return url;
}

function isPopupMessage(value: unknown): value is { type: string; id: string; error: string | null } {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return message.type === POPUP_MESSAGE_TYPE && typeof message.id === 'string';
}

/**
 * Listens for the popup-done page. The server sends Cross-Origin-Opener-Policy: same-origin, so once the
 * popup has been to the provider it no longer has an opener: the page posts on a BroadcastChannel (same
 * origin, any window) and, when it still can, to window.opener. Each result is delivered once.
 */
export function listenForPopupResult(onResult: (result: PopupResult) => void): () => void {
  const seen = new Set<string>();
  const handle = (data: unknown) => {
    if (!isPopupMessage(data) || seen.has(data.id)) return;
    seen.add(data.id);
    onResult({ error: typeof data.error === 'string' && data.error ? data.error : null });
  };
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_CHANNEL) : null;
  if (channel) channel.onmessage = (event: MessageEvent) => handle(event.data);
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin) handle(event.data);
  };
  window.addEventListener('message', onMessage);
  return () => {
    channel?.close();
    window.removeEventListener('message', onMessage);
  };
}
