import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { loadAndForgetAccountData } from '@/lib/forget-account-data';
import { sharedText } from '@/lib/i18n/shared-text';
import { toast } from '@/lib/toast';
import { AUTH_MESSAGES } from '@messhall/shared';
import { paths } from '@/config/paths';
import { useGoogleAvailability } from '../api/get-auth-config';
import { refreshSession } from '../api/refresh-session';
import { errorMessage } from '../lib/error-message';
import {
  getGoogleSignInUrl,
  listenForPopupResult,
  openSocialPopup,
  POPUP_DONE_PATH,
} from '../lib/social-popup';
import type { SessionUser } from '../types';

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.9 1.2 8 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

interface GoogleSignInButtonProps {
  /** 'Login with Google' on Login, 'Continue with Google' on Create Account. */
  label: string;
  /** Where to go once signed in: the originating page or '/'. */
  returnTo: string;
  /** Called after a popup sign-in, with the signed-in user (the screen toasts and navigates). */
  onSignedIn: (user: SessionUser | null) => void;
}

/**
 * Google sign-in (docs/product/screens-and-routes.md#login, docs/product/states.md#sign-up-and-google-flows): a 500x600 popup opened synchronously on click, pointed at the provider once
 * the server has answered; the popup ends on /auth-popup-done.html, which reports back here. If the browser
 * blocks the popup, the whole page goes to the provider and comes back to `returnTo`. When the server has no
 * Google configuration, the button is disabled and says so.
 */
export function GoogleSignInButton({ label, returnTo, onSignedIn }: GoogleSignInButtonProps) {
  const queryClient = useQueryClient();
  const { available, isPending } = useGoogleAvailability();
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const onSignedInRef = useRef(onSignedIn);
  useEffect(() => {
    onSignedInRef.current = onSignedIn;
  });

  useEffect(
    () =>
      listenForPopupResult(async (result) => {
        setBusy(false);
        if (result.error) {
          console.error('Google sign-in failed', result.error);
          toast.error(sharedText(AUTH_MESSAGES.loginFailed));
          return;
        }
        const session = await refreshSession(queryClient);
        onSignedInRef.current(session?.user ?? null);
      }),
    [queryClient],
  );

  const start = async () => {
    const popup = openSocialPopup();
    setBusy(true);
    // What a previous account kept on this device (its passes) is not the next one's to find.
    void loadAndForgetAccountData();
    try {
      if (popup) {
        popup.location.href = await getGoogleSignInUrl(POPUP_DONE_PATH, POPUP_DONE_PATH);
        // The popup may be closed without finishing; do not leave the button spinning.
        window.setTimeout(() => setBusy(false), 4000);
      } else {
        window.location.assign(await getGoogleSignInUrl(returnTo, paths.login()));
      }
    } catch (error) {
      popup?.close();
      setBusy(false);
      console.error('Google sign-in could not start', error);
      toast.error(errorMessage(error, sharedText(AUTH_MESSAGES.loginFailed)));
    }
  };

  const disabled = isPending || !available;
  const notConfigured = t`Google sign-in is not configured on this server`;
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn btn-outline w-full gap-2"
        onClick={() => void start()}
        disabled={disabled || busy}
        aria-busy={busy || isPending || undefined}
        aria-describedby={!isPending && !available ? noteId : undefined}
        title={!isPending && !available ? notConfigured : undefined}
      >
        {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <GoogleMark />}
        {label}
      </button>
      {!isPending && !available && (
        <p id={noteId} className="text-center text-sm text-base-content/80">
          {notConfigured}
        </p>
      )}
    </div>
  );
}
