import { act, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onResync, onSetUpdated } from '../../relay/liveEvents';
import { showSets } from '../../relay/shownSets';
import { useEditionTalliesSubscription } from '../useEditionTalliesSubscription';

function Live({ editionId }: { editionId: string }) {
  useEditionTalliesSubscription(editionId);
  return null;
}

const subscriptions = (env: ReturnType<typeof createMockEnvironment>) =>
  env.mock.getAllOperations().filter((o) => o.request.node.params.name === 'useEditionTalliesSubscription');

const tally = (mustGo: number) => ({
  mustGo,
  interested: 0,
  wontGo: 0,
  total: mustGo,
  netScore: 2 * mustGo,
});

function mount() {
  const env = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={env}>
      <Live editionId="E1" />
    </RelayEnvironmentProvider>,
  );
  return env;
}

afterEach(() => vi.useRealTimers());

describe('useEditionTalliesSubscription', () => {
  it("updates a shown set's counts in place from a vote's compact event, without refetching", () => {
    vi.useFakeTimers();
    const env = mount();
    const off = showSets(['S1']);
    const resync = vi.fn();
    const offResync = onResync(resync);
    const changed = vi.fn();
    const offSet = onSetUpdated(changed);
    const [op] = subscriptions(env);
    expect(op.request.variables).toEqual({ editionId: 'E1' });
    act(() =>
      env.mock.nextValue(op, {
        data: {
          editionTallies: {
            changes: [{ set: { id: 'S1', tally: tally(3) }, card: null }],
          },
        },
      }),
    );
    const set = env.getStore().getSource().get('S1');
    const tallyRef = set?.tally as { __ref: string } | undefined;
    expect(tallyRef && env.getStore().getSource().get(tallyRef.__ref)?.mustGo).toBe(3);
    expect(changed).toHaveBeenCalledWith('S1');
    act(() => vi.advanceTimersByTime(1_000));
    expect(resync).not.toHaveBeenCalled();
    off();
    offResync();
    offSet();
  });

  it("takes a content change's card into the set record", () => {
    const env = mount();
    const off = showSets(['S2']);
    const [op] = subscriptions(env);
    act(() =>
      env.mock.nextValue(op, {
        data: {
          editionTallies: {
            changes: [
              {
                set: { id: 'S2', tally: tally(1) },
                card: {
                  id: 'S2',
                  archived: false,
                  slug: 's2',
                  name: 'Renamed',
                  description: null,
                  timeStart: null,
                  timeEnd: null,
                  edition: { id: 'E1', dayStartHour: 6 },
                  stage: null,
                  artists: [],
                  tally: tally(1),
                },
              },
            ],
          },
        },
      }),
    );
    expect(env.getStore().getSource().get('S2')?.name).toBe('Renamed');
    expect(env.getStore().getSource().get('S2') && 'myVote' in env.getStore().getSource().get('S2')!).toBe(false);
    off();
  });

  it('updates every set of one batch in the store, each from its own change', () => {
    const env = mount();
    const off = showSets(['S4', 'S5']);
    const changed = vi.fn();
    const offSet = onSetUpdated(changed);
    const [op] = subscriptions(env);
    act(() =>
      env.mock.nextValue(op, {
        data: {
          editionTallies: {
            changes: [
              { set: { id: 'S4', tally: tally(4) }, card: null },
              { set: { id: 'S5', tally: tally(7) }, card: null },
            ],
          },
        },
      }),
    );
    const mustGo = (id: string) => {
      const ref = env.getStore().getSource().get(id)?.tally as { __ref: string } | undefined;
      return ref && env.getStore().getSource().get(ref.__ref)?.mustGo;
    };
    expect(mustGo('S4')).toBe(4);
    expect(mustGo('S5')).toBe(7);
    expect(changed).toHaveBeenCalledWith('S4');
    expect(changed).toHaveBeenCalledWith('S5');
    off();
    offSet();
  });

  it('refetches the lists when a set is archived', () => {
    vi.useFakeTimers();
    const env = mount();
    const off = showSets(['S3']);
    const resync = vi.fn();
    const offResync = onResync(resync);
    const [op] = subscriptions(env);
    act(() =>
      env.mock.nextValue(op, {
        data: {
          editionTallies: {
            changes: [
              {
                set: { id: 'S3', tally: tally(0) },
                card: { id: 'S3', archived: true, slug: 's3' },
              },
            ],
          },
        },
      }),
    );
    act(() => vi.advanceTimersByTime(1_000));
    expect(resync).toHaveBeenCalledTimes(1);
    off();
    offResync();
  });

  it('subscribes again after the server completes it, and asks screens to refetch', () => {
    vi.useFakeTimers();
    const env = mount();
    const resync = vi.fn();
    const off = onResync(resync);
    expect(subscriptions(env)).toHaveLength(1);
    act(() => env.mock.complete(subscriptions(env)[0]));
    expect(resync).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(subscriptions(env)).toHaveLength(1);
    expect(resync).toHaveBeenCalledTimes(1);
    off();
  });
});
