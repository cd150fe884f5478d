import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { useRateSetMutation as Mutation } from '../__generated__/useRateSetMutation.graphql';
import { errorMessage } from '../lib/errors';
import { toast } from '../lib/toast';
import { isConnectionFailure, isOffline } from '../offline/connectivity';
import { commitAsync } from './commitAsync';
import { optimisticRating } from './optimisticRating';

const mutation = graphql`
  mutation useRateSetMutation($input: RateSetInput!) {
    rateSet(input: $input) {
      clientMutationId
      set {
        id
        myRating
        myRatingDidNotSee
        canRate
      }
    }
  }
`;

async function queueRate(environment: Environment, setId: string, stars: number | null, didNotSee: boolean) {
  const sync = await import('../offline/sync');
  await sync.queueRate(environment, setId, stars, didNotSee);
}

function newClientId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Rates a set (stars 1-5, or didn't see it, or neither to remove). Offline, or with no answer, it
 * waits in the outbox and goes once when the connection returns.
 */
export function useRateSet() {
  const [commit, isPending] = useMutation<Mutation>(mutation);
  const environment = useRelayEnvironment();
  const rate = useCallback(
    async (setId: string, stars: number | null, didNotSee: boolean): Promise<boolean> => {
      try {
        if (isOffline()) {
          await queueRate(environment, setId, stars, didNotSee);
          return true;
        }
        await commitAsync(commit, {
          variables: {
            input: { setId, stars, didNotSee, clientMutationId: newClientId(), clientTimestamp: new Date().toISOString() },
          },
          optimisticUpdater: (store) => optimisticRating(store, setId, stars, didNotSee),
        });
        return true;
      } catch (error) {
        if (isConnectionFailure(error) && (await queueRate(environment, setId, stars, didNotSee).then(() => true, () => false))) return true;
        toast.error('Failed to save rating', { description: errorMessage(error, 'Failed to save rating') });
        return false;
      }
    },
    [commit, environment],
  );
  return [rate, isPending] as const;
}
