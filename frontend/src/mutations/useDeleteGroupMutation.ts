import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteGroupMutation as Mutation } from '../__generated__/useDeleteGroupMutation.graphql';
import { groupsConnectionIds } from '../components/groups/groupConnections';
import { commitAsync } from './commitAsync';

const mutation = graphql`
  mutation useDeleteGroupMutation($input: DeleteGroupInput!, $connections: [ID!]!) {
    deleteGroup(input: $input) {
      deletedGroupId @deleteEdge(connections: $connections)
    }
  }
`;

/** Soft-deletes a group (creator only) and takes it out of the groups lists. */
export function useDeleteGroupMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const remove = useCallback(
    (groupId: string) =>
      commitAsync(commit, { variables: { input: { groupId }, connections: groupsConnectionIds() } }),
    [commit],
  );
  return [remove, isInFlight] as const;
}
