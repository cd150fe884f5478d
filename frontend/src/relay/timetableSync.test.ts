import { commitLocalUpdate, type Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { syncTimetable } from './timetableSync';

const VARS = { festivalSlug: 'aurora', editionSlug: '2026' };

const set = (id: string, timeStart: string | null, name = id) => ({
  id,
  slug: id,
  name,
  timeStart,
  timeEnd: null,
  myVote: null,
  stage: null,
});

type Changes = {
  watermark: string;
  complete: boolean;
  removedSetIds: string[];
  sets: ReturnType<typeof set>[];
  myVotes?: { setId: string; vote: string }[];
};

function answer(changes: Changes) {
  return { data: { festival: { id: 'F1', edition: { id: 'E1', timetableChanges: { myVotes: [], ...changes } } } } };
}

/** Starts a sync, checks the since it sends, answers it, and waits for the merge. */
async function sync(environment: ReturnType<typeof createMockEnvironment>, since: string | null, changes: Changes) {
  const done = syncTimetable(environment as unknown as Environment, VARS);
  const op = environment.mock.getMostRecentOperation();
  expect(op.request.node.params.name).toBe('timetableSyncQuery');
  expect(op.request.variables.since).toBe(since);
  environment.mock.resolve(op, answer(changes));
  await done;
}

function held(environment: ReturnType<typeof createMockEnvironment>) {
  const source = environment.getStore().getSource();
  const edition = source.get('E1')!;
  const refs = (edition.syncedTimetable as { __refs: string[] }).__refs;
  return { ids: refs, names: refs.map((id) => source.get(id)!.name), watermark: edition.timetableWatermark };
}

describe('syncTimetable', () => {
  it('loads the whole timetable first, then asks with the kept watermark and merges the changes', async () => {
    const environment = createMockEnvironment();
    await sync(environment, null, {
      watermark: 'w1',
      complete: true,
      removedSetIds: [],
      sets: [set('a', '2026-07-17T18:00:00Z'), set('b', '2026-07-17T19:00:00Z'), set('c', null)],
    });
    expect(held(environment)).toEqual({ ids: ['a', 'b', 'c'], names: ['a', 'b', 'c'], watermark: 'w1' });

    // Nothing new: the list stays, the watermark moves.
    await sync(environment, 'w1', { watermark: 'w2', complete: false, removedSetIds: [], sets: [] });
    expect(held(environment)).toEqual({ ids: ['a', 'b', 'c'], names: ['a', 'b', 'c'], watermark: 'w2' });

    // An edit (b renamed and moved first), a new set, a removal.
    await sync(environment, 'w2', {
      watermark: 'w3',
      complete: false,
      removedSetIds: ['a'],
      sets: [set('b', '2026-07-17T17:00:00Z', 'B renamed'), set('d', '2026-07-17T20:00:00Z')],
    });
    expect(held(environment)).toEqual({ ids: ['b', 'd', 'c'], names: ['B renamed', 'd', 'c'], watermark: 'w3' });
    // The answers' own records are not kept (the saved store would grow by one a visit).
    expect(Object.keys(environment.getStore().getSource().get('E1')!).filter((k) => k.startsWith('timetableChanges') && environment.getStore().getSource().get('E1')![k] != null)).toEqual([]);

    // Complete (another viewer, an unknown watermark): replaced.
    await sync(environment, 'w3', { watermark: 'w9', complete: true, removedSetIds: [], sets: [set('x', null)] });
    expect(held(environment)).toEqual({ ids: ['x'], names: ['x'], watermark: 'w9' });
  });

  it('keeps a held timetable when the server cannot be reached, and fails when none is held', async () => {
    const environment = createMockEnvironment();
    const first = syncTimetable(environment as unknown as Environment, VARS);
    environment.mock.reject(environment.mock.getMostRecentOperation(), new TypeError('Failed to fetch'));
    await expect(first).rejects.toThrow('Failed to fetch');

    await sync(environment, null, { watermark: 'w1', complete: true, removedSetIds: [], sets: [set('a', null)] });
    const again = syncTimetable(environment as unknown as Environment, VARS);
    environment.mock.reject(environment.mock.getMostRecentOperation(), new TypeError('Failed to fetch'));
    await expect(again).resolves.toBeUndefined();
    expect(held(environment).ids).toEqual(['a']);
  });

  it("writes the viewer's votes, whole, on the held sets", async () => {
    const environment = createMockEnvironment();
    await sync(environment, null, {
      watermark: 'w1',
      complete: true,
      removedSetIds: [],
      sets: [set('a', null), set('b', null)],
      myVotes: [{ setId: 'a', vote: 'MUST_GO' }],
    });
    const vote = (id: string) => environment.getStore().getSource().get(id)!.myVote;
    expect([vote('a'), vote('b')]).toEqual(['MUST_GO', null]);
    // Votes changed on another device: a comes back in no set, yet its vote goes; b gets one.
    await sync(environment, 'w1', { watermark: 'w2', complete: false, removedSetIds: [], sets: [], myVotes: [{ setId: 'b', vote: 'WONT_GO' }] });
    expect([vote('a'), vote('b')]).toEqual([null, 'WONT_GO']);
  });

  it('syncs in full when a set of the held list was collected (garbage collection)', async () => {
    const environment = createMockEnvironment();
    await sync(environment, null, { watermark: 'w1', complete: true, removedSetIds: [], sets: [set('a', null), set('b', null)] });
    commitLocalUpdate(environment, (store) => store.delete('b'));
    await sync(environment, null, { watermark: 'w2', complete: true, removedSetIds: [], sets: [set('a', null), set('b', null)] });
    expect(held(environment)).toEqual({ ids: ['a', 'b'], names: ['a', 'b'], watermark: 'w2' });
  });

  it('shares one request between concurrent syncs of an edition', async () => {
    const environment = createMockEnvironment();
    const a = syncTimetable(environment as unknown as Environment, VARS);
    const b = syncTimetable(environment as unknown as Environment, VARS);
    expect(b).toBe(a);
    expect(environment.mock.getAllOperations()).toHaveLength(1);
    environment.mock.resolve(environment.mock.getMostRecentOperation(), answer({ watermark: 'w1', complete: true, removedSetIds: [], sets: [] }));
    await a;
    expect(held(environment).ids).toEqual([]);
  });
});
