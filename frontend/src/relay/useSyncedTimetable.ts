import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { isWhole, syncTimetable, type FirstSync, type TimetableVariables } from './timetableSync';

/**
 * A screen's synced timetable (Edition.syncedTimetable): when none is held yet, waits (suspends)
 * for the loader's first sync; after a sync that brought nothing (offline), an empty list. A held
 * list shows at once while the sync runs (it then updates the store, and so the screen).
 */
export function useSyncedTimetable<T>(list: readonly (T | null | undefined)[] | null | undefined, firstSync: FirstSync): readonly T[] {
  if (!isWhole(list)) {
    // Suspends as Relay does (a thrown promise): the list may arrive in the store before the
    // promise settles, and the render after it then has nothing left to wait on.
    if (!firstSync.settled) throw firstSync;
    if (!firstSync.settled.ok) throw firstSync.settled.error;
  }
  return isWhole(list) ? list : [];
}

/** Syncs the timetable again (after a resync, a viewer change, 'Try Again'): errors keep what is held. */
export function useResyncTimetable(variables: TimetableVariables): () => void {
  const environment = useRelayEnvironment();
  const { festivalSlug, editionSlug } = variables;
  return useCallback(() => {
    syncTimetable(environment, { festivalSlug, editionSlug }).catch(() => undefined);
  }, [environment, festivalSlug, editionSlug]);
}
