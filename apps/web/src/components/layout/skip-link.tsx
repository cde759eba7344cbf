import { t } from '@lingui/core/macro';
/** First focusable element on every page (WCAG 2.4.1). */
export function SkipLink({ targetId = 'main-content' }: { targetId?: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="btn btn-primary btn-sm fixed top-2 left-2 z-[100] -translate-y-24 focus:translate-y-0"
    >
      {t`Skip to main content`}
    </a>
  );
}
