import { act, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onResync } from '../../relay/liveEvents';
import { useSetUpdatedSubscription } from '../useSetUpdatedSubscription';

function Live({ editionId }: { editionId: string }) {
  useSetUpdatedSubscription(editionId);
  return null;
}

const subscriptions = (env: ReturnType<typeof createMockEnvironment>) =>
  env.mock.getAllOperations().filter((o) => o.request.node.params.name === 'useSetUpdatedSubscription');

afterEach(() => vi.useRealTimers());

describe('useSetUpdatedSubscription', () => {
  it('subscribes for the edition and updates the set record in place', () => {
    const env = createMockEnvironment();
    render(
      <RelayEnvironmentProvider environment={env}>
        <Live editionId="E1" />
      </RelayEnvironmentProvider>,
    );
    const [op] = subscriptions(env);
    expect(op.request.variables).toEqual({ editionId: 'E1' });
    act(() => {
      env.mock.nextValue(op, {
        data: {
          setUpdated: {
            id: 'S1',
            slug: 's',
            name: 'Renamed',
            description: null,
            timeStart: null,
            timeEnd: null,
            maxFollowers: 0,
            stage: null,
            artists: [],
            tally: { mustGo: 7, interested: 0, wontGo: 0, total: 7, netScore: 14, popularity: 14, average: 2 },
          },
        },
      });
    });
    const set = env.getStore().getSource().get('S1');
    expect(set?.name).toBe('Renamed');
    expect(set && 'myVote' in set).toBe(false);
  });

  it('subscribes again after the server completes it, and asks screens to refetch', () => {
    vi.useFakeTimers();
    const env = createMockEnvironment();
    const resync = vi.fn();
    const off = onResync(resync);
    render(
      <RelayEnvironmentProvider environment={env}>
        <Live editionId="E1" />
      </RelayEnvironmentProvider>,
    );
    expect(subscriptions(env)).toHaveLength(1);
    act(() => env.mock.complete(subscriptions(env)[0]));
    expect(resync).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(subscriptions(env)).toHaveLength(1);
    expect(resync).toHaveBeenCalledTimes(1);
    off();
  });
});
