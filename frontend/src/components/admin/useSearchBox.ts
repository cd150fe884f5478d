import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export const SEARCH_PARAM = 'q';
const DELAY_MS = 300;

/** The search of an admin table as the address has it (?q=), trimmed; null when none. */
export function searchOf(url: URL | string): string | null {
  const q = new URL(url).searchParams.get(SEARCH_PARAM)?.trim() ?? '';
  return q === '' ? null : q;
}

/**
 * A debounced search box: the typed text at once, and DELAY_MS after the last keystroke the
 * address's ?q= (replaced, not pushed) and onSearch (a refetch of the table) with the trimmed text.
 */
export function useSearchBox(onSearch: (search: string | null) => void): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get(SEARCH_PARAM) ?? '');
  const searched = useRef((params.get(SEARCH_PARAM) ?? '').trim());
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    const q = text.trim();
    if (q === searched.current) return;
    const timer = setTimeout(() => {
      searched.current = q;
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (q) next.set(SEARCH_PARAM, q);
          else next.delete(SEARCH_PARAM);
          return next;
        },
        { replace: true },
      );
      latest.current(q === '' ? null : q);
    }, DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, setParams]);
  return [text, setText];
}
