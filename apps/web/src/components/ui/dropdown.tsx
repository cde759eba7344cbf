import {
  type FocusEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '@/utils/cn';
import { Spinner } from './spinner';

interface DropdownProps {
  /** Accessible name of the trigger button. */
  label: string;
  /** What the trigger shows (an icon, an avatar). */
  trigger: ReactNode;
  triggerClassName?: string;
  align?: 'start' | 'end';
  panelClassName?: string;
  /**
   * Called when the user is about to open it (pointer over or focus on the trigger): preload a lazy panel
   * here so it is ready by the click.
   */
  onIntent?: () => void;
  /** The panel. It may be lazy: a small spinner shows until it has loaded. */
  children: ReactNode;
}

/**
 * Disclosure-style dropdown: a button with aria-expanded that shows a panel of ordinary links and buttons
 * (Tab moves through them). Escape closes and returns focus to the button; clicking outside, tabbing out
 * or choosing an item closes it. The panel is only rendered while open.
 */
export function Dropdown({
  label,
  trigger,
  triggerClassName,
  align = 'end',
  panelClassName,
  onIntent,
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) close(false);
  };

  return (
    <div ref={rootRef} className="relative" onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        className={triggerClassName}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={panelId}
          // Focusable so clicks on plain text inside keep focus within (and the panel open).
          tabIndex={-1}
          className={cn(
            'absolute top-full z-50 mt-2 outline-none',
            align === 'end' ? 'right-0' : 'left-0',
            panelClassName,
          )}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a, button')) close(false);
          }}
        >
          <Suspense
            fallback={
              <div className="rounded-box border border-base-300 bg-base-100 p-4 shadow-lg">
                <Spinner size="sm" />
              </div>
            }
          >
            {children}
          </Suspense>
        </div>
      )}
    </div>
  );
}
