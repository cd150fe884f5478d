import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitLocalUpdate } from 'relay-runtime';
import { openOfflineDB, type OfflineDB } from '../offline/db';
import { createEnvironment } from './environment';
import { createPersistedStore, forgetUser, loadSnapshot, restoreStore, saveSnapshot, STORE_VERSION } from './persist';

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

  it('drops a snapshot saved with another version tag', async () => {
    await saveSnapshot(db, 'VXNlcjox', { 'set-1': { __id: 'set-1', __typename: 'Set' } } as never, 'relay-store-0:old');
    expect(await loadSnapshot(db, 'VXNlcjox')).toBeNull();
    expect(await db.get('relay', 'VXNlcjox')).toBeUndefined();

    await saveSnapshot(db, 'VXNlcjox', { 'set-1': { __id: 'set-1', __typename: 'Set' } } as never);
    expect(await loadSnapshot(db, 'VXNlcjox', STORE_VERSION)).not.toBeNull();
  });
});
