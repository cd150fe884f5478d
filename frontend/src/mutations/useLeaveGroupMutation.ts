import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { useLeaveGroupMutation as Mutation } from '../__generated__/useLeaveGroupMutation.graphql';
import { GROUPS_CONNECTION_KEY } from '../components/groups/groupConnections';
import { commitAsync } from './commitAsync';

const mutation = graphql`
  mutation useLeaveGroupMutation($input: LeaveGroupInput!, $connections: [ID!]!) {
    leaveGroup(input: $input) {
      leftGroupId @deleteEdge(connections: $connections)
    }
  }
`;

/**
 * Leaves a group (members other than the creator). It leaves 'My Groups'; an admin's 'All Groups'
 * list keeps it (refetched on the next visit, then marked Not Member).
 */
export function useLeaveGroupMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const leave = useCallback(
    (groupId: string) =>
      commitAsync(commit, {
        variables: {
          input: { groupId },
          connections: [ConnectionHandler.getConnectionID(ROOT_ID, GROUPS_CONNECTION_KEY, { all: false })],
        },
      }),
    [commit],
  );
  return [leave, isInFlight] as const;
}
