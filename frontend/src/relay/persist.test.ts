import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitLocalUpdate } from 'relay-runtime';
import { openOfflineDB, type OfflineDB } from '../offline/db';
import { createEnvironment } from './environment';
import { createPersistedStore, forgetUser, lastUserKey, loadSnapshot, restoreStore, saveSnapshot, STORE_VERSION } from './persist';
import { DEADLINE } from '../test/deadline';

let db: OfflineDB;
let n = 0;
beforeEach(async () => {
  db = await openOfflineDB(`persist-test-${++n}`);
  localStorage.clear();
});
afterEach(() => {
  db.close();
  vi.useRealTimers();
});

describe('persisted store', () => {
  it('saves changes batched under the signed-in user and restores them into a new environment', async () => {
    vi.useFakeTimers();
    let user: string | null = 'VXNlcjox';
    const environment = createEnvironment(createPersistedStore(async () => db, () => user));
    commitLocalUpdate(environment, (store) => store.create('set-1', 'Set').setValue('Aurora', 'name'));
    commitLocalUpdate(environment, (store) => store.get('set-1')!.setValue('MUST_GO', 'myVote'));
    await vi.advanceTimersByTimeAsync(1_100);
    vi.useRealTimers();
    await vi.waitFor(async () => expect(await loadSnapshot(db, 'VXNlcjox')).not.toBeNull());

    const restored = createEnvironment();
    expect(await restoreStore(restored, db)).toBe(true);
    const record = restored.getStore().getSource().get('set-1');
    expect(record?.name).toBe('Aurora');
    expect(record?.myVote).toBe('MUST_GO');

    // Signed out: nothing is written any more, and the user's snapshot goes.
    user = null;
    await forgetUser(db, 'VXNlcjox');
    expect(await loadSnapshot(db, 'VXNlcjox')).toBeNull();
    expect(await restoreStore(createEnvironment(), db)).toBe(false);
  });

  it('keeps restored records through garbage collection while a user is signed in; a sign-out lets it collect them', async () => {
    await saveSnapshot(db, 'VXNlcjox', { 'set-1': { __id: 'set-1', __typename: 'Set', name: 'Aurora' } } as never);
    localStorage.setItem('festival-offline-user', 'VXNlcjox');
    let user: string | null = 'VXNlcjox';
    const store = createPersistedStore(async () => db, () => user);
    const environment = createEnvironment(store);
    expect(await restoreStore(environment, db)).toBe(true);
    // No query of this page retains the restored set (its page was opened before the reload).
    store.scheduleGC();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getSource().get('set-1')?.name).toBe('Aurora');

    user = null;
    commitLocalUpdate(environment, (s) => s.getRoot().setValue(null, 'viewer'));
    await vi.waitFor(() => expect(store.getSource().get('set-1')).toBeUndefined(), { timeout: DEADLINE });
  });

  it('a late restore adds only what the store lacks, and no snapshot is written before it is over', async () => {
    await saveSnapshot(db, 'VXNlcjox', {
      'set-1': { __id: 'set-1', __typename: 'Set', name: 'Old' },
      'set-2': { __id: 'set-2', __typename: 'Set', name: 'Only saved' },
      'client:root': { __id: 'client:root', __typename: '__Root', 'festival(slug:"aurora")': { __ref: 'festival-1' } },
    } as never);
    localStorage.setItem('festival-offline-user', 'VXNlcjox');
    const environment = createEnvironment(createPersistedStore(async () => db, () => 'VXNlcjox'));
    commitLocalUpdate(environment, (store) => store.create('set-1', 'Set').setValue('Fresh', 'name'));
    expect(await restoreStore(environment, db)).toBe(true);
    const source = environment.getStore().getSource();
    expect(source.get('set-1')?.name).toBe('Fresh');
    expect(source.get('set-2')?.name).toBe('Only saved');
    // Fields of a record both have (the root's links) are added too.
    expect(source.get('client:root')?.['festival(slug:"aurora")']).toEqual({ __ref: 'festival-1' });
    await vi.waitFor(async () => {
      const saved = await loadSnapshot(db, 'VXNlcjox');
      expect((saved?.['set-1'] as { name?: string } | undefined)?.name).toBe('Fresh');
      expect(saved?.['set-2']).toBeDefined();
    }, { timeout: DEADLINE });
  });

  it('writes no snapshot while the restore still waits for the database', async () => {
    await saveSnapshot(db, 'VXNlcjox', { 'set-2': { __id: 'set-2', __typename: 'Set', name: 'Only saved' } } as never);
    localStorage.setItem('festival-offline-user', 'VXNlcjox');
    let open!: (opened: OfflineDB) => void;
    const opening = new Promise<OfflineDB>((resolve) => (open = resolve));
    const environment = createEnvironment(createPersistedStore(async () => db, () => 'VXNlcjox'));
    const restored = restoreStore(environment, opening);
    commitLocalUpdate(environment, (store) => store.create('set-1', 'Set').setValue('Fresh', 'name'));
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(await loadSnapshot(db, 'VXNlcjox')).toHaveProperty('set-2'); // not overwritten by the fresh store
    open(db);
    expect(await restored).toBe(true);
    await vi.waitFor(async () => expect(await loadSnapshot(db, 'VXNlcjox')).toHaveProperty('set-1'), { timeout: DEADLINE });
    expect(await loadSnapshot(db, 'VXNlcjox')).toHaveProperty('set-2');
  });

  it('a save started as the page goes away lands, and the next start looks for it, though the page never runs again', async () => {
    const transactions = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const environment = createEnvironment(createPersistedStore(async () => db, () => 'VXNlcjox'));
    commitLocalUpdate(environment, (store) => store.create('set-1', 'Set').setValue('Seen just now', 'name'));
    // A reload or a navigation within the second writes wait: the page is hidden, then torn down.
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      for (let i = 0; i < 50; i++) await Promise.resolve(); // the handler's promise chain, no further task
      // The next start must look for this user's snapshot although the write never answered here.
      expect(lastUserKey()).toBe('VXNlcjox');
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
    // The browser aborts what the page left open (a write waiting for its answer to be taken);
    // a transaction already asked to commit is not the page's to abort.
    for (const { value: tx } of transactions.mock.results) {
      try {
        (tx as IDBTransaction).abort();
      } catch {
        // committing or finished
      }
    }
    transactions.mockRestore();
    await vi.waitFor(async () => expect((await loadSnapshot(db, 'VXNlcjox'))?.['set-1']).toMatchObject({ name: 'Seen just now' }));
    const next = createEnvironment();
    expect(await restoreStore(next, db)).toBe(true);
    expect(next.getStore().getSource().get('set-1')?.name).toBe('Seen just now');
  });

  it('opens the database as soon as a signed-in store changes, not at the first save', () => {
    const open = vi.fn(async () => db);
    let user: string | null = null;
    const environment = createEnvironment(createPersistedStore(open, () => user));
    commitLocalUpdate(environment, (store) => store.create('set-1', 'Set').setValue('Anonymous', 'name'));
    expect(open).not.toHaveBeenCalled(); // anonymous stores are never saved
    user = 'VXNlcjox';
    commitLocalUpdate(environment, (store) => store.get('set-1')!.setValue('Signed in', 'name'));
    expect(open).toHaveBeenCalled(); // synchronously: a save at unload needs only a transaction then
  });

  it('drops a snapshot saved with another version tag', async () => {
    await saveSnapshot(db, 'VXNlcjox', { 'set-1': { __id: 'set-1', __typename: 'Set' } } as never, 'relay-store-0:old');
    expect(await loadSnapshot(db, 'VXNlcjox')).toBeNull();
    expect(await db.get('relay', 'VXNlcjox')).toBeUndefined();

    await saveSnapshot(db, 'VXNlcjox', { 'set-1': { __id: 'set-1', __typename: 'Set' } } as never);
    expect(await loadSnapshot(db, 'VXNlcjox', STORE_VERSION)).not.toBeNull();
  });
});
