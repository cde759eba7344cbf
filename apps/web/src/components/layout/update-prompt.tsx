import { t } from '@lingui/core/macro';

interface UpdatePromptProps {
  /** Reloads into the new version; never called without the user's click. */
  onReload: () => void;
}

/** Asks before a new version takes over the open app (a reload loses what is being typed). */
export function UpdatePrompt({ onReload }: UpdatePromptProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p>{t`A new version of Messhall is ready.`}</p>
      <button type="button" className="btn btn-primary btn-sm min-h-11" onClick={onReload}>
        {t`Reload`}
      </button>
    </div>
  );
}
