import { t } from '@lingui/core/macro';
import { type ReactNode, useId, useRef } from 'react';
import { cn } from '@/utils/cn';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' for deletions and cancellations. */
  tone?: 'danger' | 'primary';
  /** Disables both buttons and shows progress on the confirm button while the action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /**
   * Where focus goes when the dialog closes, instead of back to where it was: for a confirmed deletion whose
   * button goes with its item. Asked at closing time; null or undefined keeps the default.
   */
  focusAfterClose?: () => HTMLElement | null | undefined;
}

/**
 * An accessible confirmation built on the native modal <dialog>: focus is trapped by the browser, Escape
 * cancels, focus starts on the safe choice (Cancel) and returns to where it was when the dialog closes.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  busy = false,
  onConfirm,
  onCancel,
  focusAfterClose,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <ModalDialog
      open={open}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      onEscape={() => {
        if (!busy) onCancel();
      }}
      onOpened={() => cancelRef.current?.focus()}
      focusAfterClose={focusAfterClose}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-3 text-base-content/80">
            {description}
          </div>
        )}
        <div className="modal-action">
          <button ref={cancelRef} type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t`Cancel`}
          </button>
          <button
            type="button"
            className={cn('btn', tone === 'danger' ? 'btn-error' : 'btn-primary')}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {confirmLabel ?? t`Confirm`}
          </button>
        </div>
      </div>
      {/* Clicking the backdrop cancels too; keyboard users have Escape and the Cancel button. */}
      <div className="modal-backdrop" aria-hidden="true" onClick={() => !busy && onCancel()} />
    </ModalDialog>
  );
}
