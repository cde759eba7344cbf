import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

export const REQUEST_SEARCH_PLACEHOLDER = 'Search by name or email';

/** Serve Requested Meals' search box (spec §2: by name or e-mail); reports the text once typing pauses. */
export function RequestSearch({
  value,
  onSearch,
  delayMs = 300,
}: {
  value: string;
  onSearch: (search: string) => void;
  delayMs?: number;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // A new `value` that this box did not send came from outside (Back, a link): show it. (State adjusted while
  // rendering, as React recommends over an effect.)
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== draft.trim()) setDraft(value);
  }

  useEffect(() => {
    const text = draft.trim();
    if (text === value) return;
    const timer = window.setTimeout(() => onSearch(text), delayMs);
    return () => window.clearTimeout(timer);
  }, [draft, value, onSearch, delayMs]);

  return (
    <form
      role="search"
      className="w-full sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {REQUEST_SEARCH_PLACEHOLDER}
      </label>
      <div className="input flex w-full items-center gap-2">
        <Search className="size-4 shrink-0 text-base-content/70" aria-hidden="true" />
        <input
          id={id}
          type="search"
          className="grow"
          placeholder={REQUEST_SEARCH_PLACEHOLDER}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoComplete="off"
        />
      </div>
    </form>
  );
}
