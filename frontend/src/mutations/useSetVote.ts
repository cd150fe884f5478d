import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { toast } from '../lib/toast';
import type { useSetVoteMutation as Mutation } from '../__generated__/useSetVoteMutation.graphql';
import type { VoteType } from '../lib/voteTally';
import { isConnectionFailure, isOffline } from '../offline/connectivity';
import { commitAsync } from './commitAsync';
import { optimisticVote } from './optimisticVote';

const mutation = graphql`
  mutation useSetVoteMutation($input: SetVoteInput!) {
    setVote(input: $input) {
      applied
      vote
      # What the vote changes, as the components that show it select it.
      set {
        id
        ...VoteButtons_set
        ...SetTally_set
      }
    }
  }
`;

/** Queues the vote in the outbox (offline/sync, loaded on use: it is not in the entry's JavaScript). */
async function queueVote(environment: Environment, setId: string, vote: VoteType | null): Promise<void> {
  const sync = await import('../offline/sync');
  await sync.queueVote(environment, setId, vote);
}

function newClientId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * One set's vote (one hook per set on screen): `vote(setId, next)` states the viewer's final vote
 * (null clears it). `isPending` is that set's busy flag: callers disable its buttons meanwhile.
 * Resolves true when saved; on failure the optimistic change is rolled back and a toast shows.
 */
export function useSetVote() {
  const [commit, isPending] = useMutation<Mutation>(mutation);
  const environment = useRelayEnvironment();
  const vote = useCallback(
    async (setId: string, next: VoteType | null): Promise<boolean> => {
      try {
        if (isOffline()) {
          await queueVote(environment, setId, next);
          return true;
        }
        await commitAsync(commit, {
          variables: {
            input: {
              setId,
              vote: next,
              clientMutationId: newClientId(),
              clientTimestamp: new Date().toISOString(),
            },
          },
          optimisticUpdater: (store) => optimisticVote(store, setId, next),
        });
        return true;
      } catch (error) {
        // No answer from the server: keep the vote in the outbox, it is sent when it is back.
        if (isConnectionFailure(error) && (await queueVote(environment, setId, next).then(() => true, () => false))) return true;
        if (import.meta.env.DEV) console.warn('setVote failed', error);
        toast.error('Failed to save vote');
        return false;
      }
    },
    [commit, environment],
  );
  return [vote, isPending] as const;
}
