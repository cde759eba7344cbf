import { useEffect, useRef } from 'react';

export interface ModalDialogOptions {
  /** Runs right after the dialog opened: to put focus on a chosen control (the safe choice of a confirmation). */
  onOpened?: () => void;
  /** Where focus goes when it closes instead of back to where it was; null or undefined keeps the default. */
  focusAfterClose?: () => HTMLElement | null | undefined;
}

/**
 * Opens and closes a native modal <dialog> with `open`: the browser traps focus inside it and makes the page
 * behind it inert; on closing, focus returns to what had it when the dialog opened. jsdom has no showModal,
 * so the `open` attribute stands in there. Returns the ref to put on the <dialog>.
 */
export function useModalDialog(open: boolean, { onOpened, focusAfterClose }: ModalDialogOptions = {}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      onOpened?.();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      // In the same step as the closing, so no later effect elsewhere races it for the focus.
      (focusAfterClose?.() ?? returnFocusRef.current)?.focus();
      returnFocusRef.current = null;
    }
    // Only opening and closing move focus; new callbacks alone must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  return dialogRef;
}
