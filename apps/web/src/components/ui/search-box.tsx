import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

/**
 * An admin list's search box: `label` is its placeholder and accessible name. Reports the trimmed text once
 * typing pauses (`delayMs`) or on Enter; the list keeps the text in the URL and passes it back as `value`.
 */
export function SearchBox({
  label,
  value,
  onSearch,
  delayMs = 300,
}: {
  label: string;
  value: string;
  onSearch: (search: string) => void;
  delayMs?: number;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // What this box last sent, and the value last seen. A new `value` that is not ours came from outside
  // (Back, a link): show it. (State adjusted while rendering, as React recommends over an effect.)
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) setDraft(value);
  }

  const send = (text: string) => {
    setSent(text);
    onSearch(text);
  };

  useEffect(() => {
    const text = draft.trim();
    if (text === value) return;
    const timer = window.setTimeout(() => {
      setSent(text);
      onSearch(text);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [draft, value, onSearch, delayMs]);

  return (
    <form
      role="search"
      className="w-full sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        send(draft.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="input flex w-full items-center gap-2">
        <Search className="size-4 shrink-0 text-base-content/70" aria-hidden="true" />
        <input
          id={id}
          type="search"
          className="grow"
          placeholder={label}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
        />
      </div>
    </form>
  );
}
