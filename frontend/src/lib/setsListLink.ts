// A set opened from the sets list carries the list's query (sort, filters, search) in its history
// entry's state, so '← Back to Sets' returns to the same list. A set page loaded cold (a shared
// link, a new tab) has no such state and goes back to the plain list.

type FromList = { setsListSearch: string };

/** The history state of a link from the sets list at `search` (the list's query string). */
export function fromListState(search: string): FromList {
  return { setsListSearch: search };
}

/** The query string of the list the set page was opened from, or null when it was not. */
export function listSearchOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const search = (state as Partial<FromList>).setsListSearch;
  return typeof search === 'string' && (search === '' || search.startsWith('?')) ? search : null;
}
