import {
  commitLocalUpdate,
  createOperationDescriptor,
  fetchQuery,
  getRequest,
  graphql,
  type Environment,
  type RecordProxy,
} from 'relay-runtime';
import type { timetableSyncQuery, timetableSyncQuery$data } from '../__generated__/timetableSyncQuery.graphql';
import { mergeTimetable } from './timetableMerge';

// The timetable screens (Schedule, Map, Now) read Edition.syncedTimetable, a client field that
// this sync keeps in the Relay store (saved with it, so it shows offline). The first sync asks
// for the whole timetable; later ones pass the watermark kept beside it and get only the sets
// changed since and the ids of those removed, which are merged into the list. When the server
// answers `complete` (first time, another viewer, a watermark it does not know), the list is
// replaced. timetableWatermark is a client field too: it is never sent but as `since`. Every
// answer carries the viewer's votes whole, which the merge writes on the sets.
const query = graphql`
  query timetableSyncQuery($festivalSlug: String!, $editionSlug: String!, $since: String) {
    festival(slug: $festivalSlug) {
      id
      edition(slug: $editionSlug) {
        id
        timetableWatermark
        syncedTimetable {
          id
        }
        timetableChanges(since: $since) {
          watermark
          complete
          removedSetIds
          myVotes {
            setId
            vote
          }
          sets {
            id
            slug
            name
            timeStart
            timeEnd
            myVote
            stage {
              id
              name
            }
          }
        }
      }
    }
  }
`;

export type TimetableVariables = { festivalSlug: string; editionSlug: string };

const inFlight = new WeakMap<Environment, Map<string, Promise<void>>>();

/**
 * Brings the edition's synced timetable up to date: one request, small when nothing changed.
 * Concurrent calls for the same edition share it. Resolves once the store holds the result, or
 * without a change when offline; fails only when no timetable is held (the screen has nothing to
 * show), so a held one stays on screen when the server cannot be reached.
 */
export function syncTimetable(environment: Environment, variables: TimetableVariables): Promise<void> {
  const key = `${variables.festivalSlug}\n${variables.editionSlug}`;
  let runs = inFlight.get(environment);
  if (!runs) inFlight.set(environment, (runs = new Map()));
  const running = runs.get(key);
  if (running) return running;
  const held = heldSync(environment, variables);
  const since = held.hasList ? held.watermark : null;
  const run = fetchQuery<timetableSyncQuery>(
    environment,
    query,
    { ...variables, since },
    { fetchPolicy: 'network-only' },
  )
    .toPromise()
    .then(
      (data) => {
        if (data) applySync(environment, data, since);
      },
      (error: unknown) => {
        if (!held.hasList) throw error;
      },
    )
    .finally(() => runs.delete(key));
  runs.set(key, run);
  return run;
}

/**
 * Whether a held list is whole: the garbage collector may have taken sets that only this list
 * referenced (no screen showing it retained them); the next sync is then a full one.
 */
export function isWhole<T>(list: readonly (T | null | undefined)[] | null | undefined): list is readonly T[] {
  return list != null && list.every((s) => s != null);
}

/** The watermark and whether a list is held, read from the store (no request). */
function heldSync(environment: Environment, variables: TimetableVariables) {
  const operation = createOperationDescriptor(getRequest(query), { ...variables, since: null });
  const data = environment.lookup(operation.fragment).data as timetableSyncQuery$data | null;
  const edition = data?.festival?.edition;
  return { watermark: edition?.timetableWatermark ?? null, hasList: isWhole(edition?.syncedTimetable) };
}

/** Merges an answer (already normalized: its Set records are in the store) into the held list. */
function applySync(environment: Environment, data: timetableSyncQuery$data, since: string | null) {
  const edition = data.festival?.edition;
  if (!edition) return;
  const changes = edition.timetableChanges;
  commitLocalUpdate(environment, (store) => {
    const record = store.get(edition.id);
    if (!record) return;
    const item = (set: RecordProxy) => ({
      id: set.getDataID(),
      timeStart: (set.getValue('timeStart') as string | null | undefined) ?? null,
      name: (set.getValue('name') as string | null | undefined) ?? '',
      set,
    });
    const held = (record.getLinkedRecords('syncedTimetable') ?? []).filter((s): s is RecordProxy => s != null);
    const changed = changes.sets.map((s) => store.get(s.id)).filter((s): s is RecordProxy => s != null);
    const merged = mergeTimetable(changes.complete ? [] : held.map(item), {
      complete: changes.complete,
      sets: changed.map(item),
      removedSetIds: changes.removedSetIds,
    });
    record.setLinkedRecords(
      merged.map((m) => m.set),
      'syncedTimetable',
    );
    record.setValue(changes.watermark, 'timetableWatermark');
    // The viewer's votes come whole (a vote made on another device is no timetable change).
    const votes = new Map(changes.myVotes.map((v) => [v.setId, v.vote]));
    for (const m of merged) {
      const vote = votes.get(m.id) ?? null;
      if (m.set.getValue('myVote') !== vote) m.set.setValue(vote, 'myVote');
    }
    // The answer's own record is merged: it goes, so the saved store does not keep one per visit.
    const answer = record.getLinkedRecord('timetableChanges', { since });
    record.setValue(null, 'timetableChanges', { since });
    if (answer) store.delete(answer.getDataID());
  });
}

/**
 * A route loader's sync: started with the route's query, for the screen to wait on when it
 * holds no timetable yet (useSyncedTimetable). A failure is the screen's to show.
 */
export function preloadTimetable(environment: Environment, variables: TimetableVariables): FirstSync {
  const run: FirstSync = syncTimetable(environment, variables);
  run.then(
    () => (run.settled = { ok: true }),
    (error: unknown) => (run.settled = { ok: false, error }),
  );
  return run;
}

/** A loader's sync, with its outcome once settled. */
export type FirstSync = Promise<void> & { settled?: { ok: true } | { ok: false; error: unknown } };
