import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useShareLocationMutationsShareMutation as Share } from '../__generated__/useShareLocationMutationsShareMutation.graphql';
import type { useShareLocationMutationsStopMutation as Stop } from '../__generated__/useShareLocationMutationsStopMutation.graphql';
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

const stopMutation = graphql`
  mutation useShareLocationMutationsStopMutation($input: StopSharingLocationInput!) {
    stopSharingLocation(input: $input) {
      groupId
    }
  }
`;

export type ShareInput = Share['variables']['input'];

export function useShareLocationMutations() {
  const [commitShare, sharing] = useMutation<Share>(shareMutation);
  const [commitStop, stopping] = useMutation<Stop>(stopMutation);
  const share = useCallback((input: ShareInput) => commitAsync(commitShare, { variables: { input } }), [commitShare]);
  const stop = useCallback(
    (groupId: string) =>
      commitAsync(commitStop, {
        variables: { input: { groupId } },
        // The viewer's badge goes: the group's sharingUntil is null now.
        updater: (store) => store.get(groupId)?.setValue(null, 'sharingUntil'),
      }),
    [commitStop],
  );
  return { share, stop, busy: sharing || stopping } as const;
}
