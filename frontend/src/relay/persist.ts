import { RecordSource, Store, type Environment, type Record as RelayRecord } from 'relay-runtime';

type RecordMap = { [dataID: string]: RelayRecord };
import AppShellQuery from '../__generated__/AppShellQuery.graphql';
import EditionLayoutRouteQuery from '../__generated__/EditionLayoutRouteQuery.graphql';
import SetDetailRouteQuery from '../__generated__/SetDetailRouteQuery.graphql';
import SetsRouteQuery from '../__generated__/SetsRouteQuery.graphql';
import type { OfflineDB } from '../offline/db';

// The Relay store, saved to IndexedDB (festival-offline-db, store "relay") one snapshot per user,
// and restored before the first render, so the last screens show at once (and offline).

/**
 * The saved data's version tag: the format, plus the ids of the main screens' query texts, which
 * change whenever those queries (or the schema parts they read) change. A snapshot with another
 * tag is dropped rather than read with records the app no longer expects.
 */
export const STORE_VERSION = [
  'relay-store-1',
  ...[AppShellQuery, EditionLayoutRouteQuery, SetsRouteQuery, SetDetailRouteQuery].map((q) => ('cacheID' in q.params ? q.params.cacheID : q.params.id)),
].join(':');

export const ANONYMOUS = 'anonymous';
const LAST_USER_KEY = 'festival-offline-user';
const SAVE_DELAY_MS = 1_000;

/**
 * Writes the user's snapshot and asks for the commit at once: a save started as the page goes away
 * (reload, navigation; see createPersistedStore) is otherwise aborted with the page, since the
 * browser commits on its own only after the page took the write's answer.
 */
export async function saveSnapshot(db: OfflineDB, userKey: string, records: RecordMap, version = STORE_VERSION) {
  const tx = db.transaction('relay', 'readwrite');
  const written = tx.store.put({ userId: userKey, version, savedAt: Date.now(), records });
  tx.commit();
  await Promise.all([written, tx.done]);
}

/** The user's saved records, or null when there are none or they carry another version (dropped). */
export async function loadSnapshot(db: OfflineDB, userKey: string, version = STORE_VERSION): Promise<RecordMap | null> {
  const saved = await db.get('relay', userKey);
  if (!saved) return null;
  if (saved.version !== version) {
    await db.delete('relay', userKey);
    return null;
  }
  return saved.records as RecordMap;
}

/** Signing out: that user's saved store goes. */
export async function forgetUser(db: OfflineDB, userKey: string): Promise<void> {
  await db.delete('relay', userKey);
  if (lastUserKey() === userKey) localStorage.removeItem(LAST_USER_KEY);
}

export function lastUserKey(): string {
  try {
    return localStorage.getItem(LAST_USER_KEY) ?? ANONYMOUS;
  } catch {
    return ANONYMOUS;
  }
}

function rememberUser(userKey: string) {
  try {
    localStorage.setItem(LAST_USER_KEY, userKey);
  } catch {
    // private mode: the snapshot is still saved, just not found on the next start
  }
}

let restoring: Promise<unknown> = Promise.resolve();

/**
 * Loads the last user's snapshot into the environment's store (the gate before the first render).
 * A slow restore may finish after the app fetched fresher data: only the records and fields the
 * store lacks are added then, and no snapshot is written until the restore is over (it would drop the saved records).
 */
export function restoreStore(environment: Environment, db: OfflineDB | Promise<OfflineDB>): Promise<boolean> {
  const run = (async () => {
    const records = await loadSnapshot(await db, lastUserKey());
    if (!records) return false;
    const store = environment.getStore();
    const current = store.getSource();
    const merged: RecordMap = {};
    for (const [id, saved] of Object.entries(records)) {
      const fresh = current.get(id);
      merged[id] = fresh ? ({ ...saved, ...fresh } as RelayRecord) : saved;
    }
    store.publish(new RecordSource(merged));
    store.notify();
    return true;
  })();
  restoring = run.catch(() => undefined);
  return run;
}

/**
 * A store that saves itself after changes, batched: one write a second at most, under the signed-in
 * user the store then belongs to (userKeyOf; anonymous visitors' stores are not kept). Garbage
 * collection is held: restored records belong to no query of this page (the first release would
 * collect them, and a set page seen before a reload would be gone offline), and what a visitor
 * opened is what they expect offline. The store grows with the screens opened (an edition's sets,
 * notes and groups); the hold ends when no user is signed in (sign-out), and the collector then
 * takes what no screen shows.
 */
export function createPersistedStore(db: () => Promise<OfflineDB>, userKeyOf: () => string | null): Store {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const source = new RecordSource();
  const store = new Store(source, { gcReleaseBufferSize: 50 });
  let gcHold: { dispose(): void } | null = null;
  const save = async () => {
    timer = undefined;
    // Only a signed-in user's store is kept: after a sign-out nothing of theirs is written again.
    await restoring;
    const userKey = userKeyOf();
    if (!userKey) return;
    // Named first, synchronously: a save started as the page goes away may commit with the page
    // already gone, and the next start must still look for this user's snapshot (when the name
    // was set only after the write, that start restored nothing and then wrote its own smaller store
    // over the saved one).
    rememberUser(userKey);
    await saveSnapshot(await db(), userKey, source.toJSON() as unknown as RecordMap);
  };
  // Leaving the page (reload, tab closed, app switched away) writes what waits at once.
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'hidden' || timer === undefined) return;
      clearTimeout(timer);
      void save().catch(() => undefined);
    });
  }
  const notify = store.notify.bind(store);
  store.notify = (...args: Parameters<Store['notify']>) => {
    const updated = notify(...args);
    const signedIn = userKeyOf() !== null;
    if (signedIn && !gcHold) {
      gcHold = store.holdGC();
      // This store will be saved: the database opens now, so that a save as the page goes away
      // needs only a transaction (an open started then does not finish before the page is gone).
      void db().catch(() => undefined);
    }
    if (!signedIn && gcHold) {
      gcHold.dispose();
      gcHold = null;
    }
    timer ??= setTimeout(() => void save().catch(() => undefined), SAVE_DELAY_MS);
    return updated;
  };
  return store;
}
