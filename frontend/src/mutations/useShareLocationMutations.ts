import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useShareLocationMutationsShareMutation as Share } from '../__generated__/useShareLocationMutationsShareMutation.graphql';
import type { useShareLocationMutationsStopMutation as Stop } from '../__generated__/useShareLocationMutationsStopMutation.graphql';
import type { useShareLocationMutationsUpdateMutation as Update } from '../__generated__/useShareLocationMutationsUpdateMutation.graphql';
import { commitMutation, type IEnvironment, type MutationConfig } from 'relay-runtime';
import { OVER_SOCKET } from '../relay/environment';
import { commitAsync } from './commitAsync';

// Sharing the viewer's position with one group (issue 35): the first share and every update
// (the same mutation; the server keeps the latest position only), and stopping.
const shareMutation = graphql`
  mutation useShareLocationMutationsShareMutation($input: ShareLocationInput!) {
    shareLocation(input: $input) {
      group {
        id
        sharingUntil
      }
      updatedAt
      expiresAt
    }
  }
`;

// The badge's periodic update: the same mutation, selecting only the times (the group and its
// sharingUntil do not change: the update keeps the sharing's end), so the server reads nothing
// more than the row it writes. It goes over the live socket the crew's dots keep open
// (OVER_SOCKET), HTTP when there is none.
const updateMutation = graphql`
  mutation useShareLocationMutationsUpdateMutation($input: ShareLocationInput!) {
    shareLocation(input: $input) {
      updatedAt
      expiresAt
    }
  }
`;

const stopMutation = graphql`
  mutation useShareLocationMutationsStopMutation($input: StopSharingLocationInput!) {
    stopSharingLocation(input: $input) {
      groupId
    }
  }
`;

const commitOverSocket = (environment: IEnvironment, config: MutationConfig<Update>) =>
  commitMutation<Update>(environment, { ...config, cacheConfig: { metadata: { [OVER_SOCKET]: true } } });

export type ShareInput = Share['variables']['input'];

export function useShareLocationMutations() {
  const [commitShare, sharing] = useMutation<Share>(shareMutation);
  const [commitUpdate] = useMutation<Update>(updateMutation, commitOverSocket);
  const [commitStop, stopping] = useMutation<Stop>(stopMutation);
  const share = useCallback((input: ShareInput) => commitAsync(commitShare, { variables: { input } }), [commitShare]);
  const update = useCallback((input: ShareInput) => commitAsync(commitUpdate, { variables: { input } }), [commitUpdate]);
  const stop = useCallback(
    (groupId: string) =>
      commitAsync(commitStop, {
        variables: { input: { groupId } },
        // The viewer's badge goes: the group's sharingUntil is null now.
        updater: (store) => store.get(groupId)?.setValue(null, 'sharingUntil'),
      }),
    [commitStop],
  );
  return { share, update, stop, busy: sharing || stopping } as const;
}
