import { useCallback, useState } from 'react';

/**
 * What a confirm dialog is about (a row, or a row and an action) and whether it is open. The subject outlives
 * `open`, so the dialog's text does not change while it closes.
 */
export function useConfirm<T>() {
  const [subject, setSubject] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const ask = useCallback((next: T) => {
    setSubject(next);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  /** The part of ConfirmDialog's props that this state decides. */
  const dialog = { open, onCancel: close };
  return { subject, open, ask, close, dialog };
}
