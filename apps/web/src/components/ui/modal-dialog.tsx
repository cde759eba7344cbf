import type { ReactNode } from 'react';
import { type ModalDialogOptions, useModalDialog } from './use-modal-dialog';

interface ModalDialogProps extends ModalDialogOptions {
  open: boolean;
  /** The id of the dialog's title. */
  labelledBy: string;
  /** The id of the text that says what the dialog is about, if any. */
  describedBy?: string;
  /**
   * Escape. The browser would close the dialog itself; it is stopped, so React state alone decides and the
   * dialog and `open` never disagree (closing, or nothing while an action runs).
   */
  onEscape: () => void;
  children: ReactNode;
}

/**
 * The app's modal: a native <dialog> opened with showModal (focus trapped by the browser, the page behind it
 * inert), a sheet from the bottom on phones and a centred box from the sm breakpoint.
 */
export function ModalDialog({
  open,
  labelledBy,
  describedBy,
  onEscape,
  children,
  ...options
}: ModalDialogProps) {
  const dialogRef = useModalDialog(open, options);
  return (
    <dialog
      ref={dialogRef}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onEscape();
      }}
    >
      {children}
    </dialog>
  );
}
