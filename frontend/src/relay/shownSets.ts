import { emitResync } from './liveEvents';

// Which sets the open lists show, so a live set change (editionTallies) can tell a change of a shown set
// (updated in place by Relay) from a set that joins or leaves the list: a new set (created or
// imported by an admin) or an archived one needs the list fetched again.

const shown = new Map<string, number>();
const announced = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Registers the ids a list shows; returns the unregister function (for a useEffect). */
export function showSets(ids: readonly string[]): () => void {
  for (const id of ids) shown.set(id, (shown.get(id) ?? 0) + 1);
  return () => {
    for (const id of ids) {
      const n = (shown.get(id) ?? 1) - 1;
      if (n <= 0) shown.delete(id);
      else shown.set(id, n);
    }
  };
}

/**
 * True when an event about this set should refetch the screens: an archived set (its event carries
 * nothing but its id, so any screen still showing it, a list or its own page, fetches again and
 * drops it), or a set no list shows that has not been announced before (once per id: a set
 * filtered out of the list would otherwise refetch on every vote).
 */
export function changesLists(id: string, archived: boolean): boolean {
  if (archived) return true;
  if (shown.has(id) || announced.has(id)) return false;
  announced.add(id);
  return true;
}

/** One refetch for a burst of such events (an import sends hundreds). */
export function scheduleListRefetch(delayMs = 300): void {
  if (timer !== undefined) return;
  timer = setTimeout(() => {
    timer = undefined;
    emitResync();
  }, delayMs);
}
