import { useEffect, useEffectEvent, useId, useState } from 'react';
import { cleanQuery, MAX_QUERY_LENGTH } from '../../lib/setFilters';

type Props = {
  /** The search the address holds. */
  value: string;
  /** Called with the cleaned search once typing pauses (or on Enter). */
  onSearch: (q: string) => void;
  label: string;
};

const DEBOUNCE_MS = 300;

/**
 * A search field for set and artist names. Typing is sent after a short pause, so the list is
 * fetched once per word rather than per key; the server ignores case and accents.
 */
export function SearchBox({ value, onSearch, label }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  const search = useEffectEvent(onSearch);

  // The address changed from elsewhere (Back, a link): show its search (adjusted while rendering,
  // as React advises for state that follows a prop).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (cleanQuery(text) !== value) setText(value);
  }

  useEffect(() => {
    const q = cleanQuery(text);
    if (q === value) return;
    const timer = setTimeout(() => search(q), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        const q = cleanQuery(text);
        if (q !== value) onSearch(q);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={MAX_QUERY_LENGTH}
        placeholder="Search sets and artists"
        onChange={(e) => setText(e.target.value)}
        className="h-11 w-full rounded-md border border-slate-600 bg-slate-900 px-3 text-sm text-slate-100 placeholder:text-slate-400 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
      />
    </form>
  );
}
