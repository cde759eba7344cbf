import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';

/**
 * The fallback when the camera cannot read a pass: the 6-character code under the member's QR code, typed as
 * read out (any case; spaces and dashes are fine, the server reads the code in its canonical form), or a
 * scanned code pasted; checked on the server.
 */
export function PassCodeForm({
  onCheck,
  busy,
}: {
  onCheck: (code: string) => Promise<boolean>;
  busy: boolean;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = code.trim();
        if (!typed) return;
        // A served pass is done with; a refused one stays, so a typing slip can be corrected.
        void onCheck(typed).then((served) => served && setCode(''));
      }}
    >
      <label htmlFor={id} className="font-medium">
        {t`Pass code`}
      </label>
      <p id={`${id}-hint`} className="text-sm text-base-content/80">
        {t`The 6 characters under the member’s QR code`}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="text"
          className="input min-h-11 w-full font-mono"
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="btn btn-primary min-h-11" disabled={busy || !code.trim()}>
          {t`Check pass`}
        </button>
      </div>
    </form>
  );
}
