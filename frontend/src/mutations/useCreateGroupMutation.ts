import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateGroupMutation as Mutation } from '../__generated__/useCreateGroupMutation.graphql';
import { groupsConnectionIds } from '../components/groups/groupConnections';
import { commitAsync } from './commitAsync';

const mutation = graphql`
  mutation useCreateGroupMutation($input: CreateGroupInput!, $connections: [ID!]!) {
    createGroup(input: $input) {
      groupEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...GroupCard_group
        }
      }
    }
  }
`;

/** Creates a group (the viewer becomes its creator); the new group heads the groups lists. */
export function useCreateGroupMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const create = useCallback(
    (input: { name: string; description: string | null }) =>
      commitAsync(commit, { variables: { input, connections: groupsConnectionIds() } }).then(
        (r) => r.createGroup.groupEdge.node,
      ),
    [commit],
  );
  return [create, isInFlight] as const;
}
