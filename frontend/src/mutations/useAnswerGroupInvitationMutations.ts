import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler, ROOT_ID, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useAnswerGroupInvitationMutationsAcceptMutation as Accept } from '../__generated__/useAnswerGroupInvitationMutationsAcceptMutation.graphql';
import type { useAnswerGroupInvitationMutationsDeclineMutation as Decline } from '../__generated__/useAnswerGroupInvitationMutationsDeclineMutation.graphql';
import { GROUPS_CONNECTION_KEY } from '../components/groups/groupConnections';
import { commitAsync } from './commitAsync';

const accept = graphql`
  mutation useAnswerGroupInvitationMutationsAcceptMutation(
    $input: AcceptGroupInvitationInput!
    $invitationConnections: [ID!]!
    $groupConnections: [ID!]!
  ) {
    acceptGroupInvitation(input: $input) {
      acceptedInvitationId @deleteEdge(connections: $invitationConnections)
      pendingGroupInvitationCount
      group {
        id
        name
        isMember
        memberCount
      }
      groupEdge @prependEdge(connections: $groupConnections) {
        cursor
        node {
          id
          ...GroupCard_group
        }
      }
    }
  }
`;

const decline = graphql`
  mutation useAnswerGroupInvitationMutationsDeclineMutation(
    $input: DeclineGroupInvitationInput!
    $invitationConnections: [ID!]!
  ) {
    declineGroupInvitation(input: $input) {
      declinedInvitationId @deleteEdge(connections: $invitationConnections)
      pendingGroupInvitationCount
    }
  }
`;

// The header's badge reads the root viewer's count: set it from the payload.
function setPendingCount(store: RecordSourceSelectorProxy, count: number | undefined) {
  if (count !== undefined) store.getRoot().getLinkedRecord('viewer')?.setValue(count, 'pendingGroupInvitationCount');
}

/**
 * Accepts one of the viewer's invitations: it leaves the invitations list, the group heads
 * 'My Groups' and the header's count follows, without a reload.
 */
export function useAcceptGroupInvitationMutation() {
  const [commit, isInFlight] = useMutation<Accept>(accept);
  const run = useCallback(
    (invitationId: string, invitationsConnection: string) =>
      commitAsync(commit, {
        variables: {
          input: { invitationId },
          invitationConnections: [invitationsConnection],
          groupConnections: [ConnectionHandler.getConnectionID(ROOT_ID, GROUPS_CONNECTION_KEY, { all: false })],
        },
        updater: (store, data) => setPendingCount(store, data?.acceptGroupInvitation.pendingGroupInvitationCount),
      }).then((r) => r.acceptGroupInvitation.group),
    [commit],
  );
  return [run, isInFlight] as const;
}

/** Declines one of the viewer's invitations: it goes away and nothing was shared. */
export function useDeclineGroupInvitationMutation() {
  const [commit, isInFlight] = useMutation<Decline>(decline);
  const run = useCallback(
    (invitationId: string, invitationsConnection: string) =>
      commitAsync(commit, {
        variables: { input: { invitationId }, invitationConnections: [invitationsConnection] },
        updater: (store, data) => setPendingCount(store, data?.declineGroupInvitation.pendingGroupInvitationCount),
      }),
    [commit],
  );
  return [run, isInFlight] as const;
}
