import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRemoveGroupMemberMutation as Mutation } from '../__generated__/useRemoveGroupMemberMutation.graphql';
import { commitAsync } from './commitAsync';

const mutation = graphql`
  mutation useRemoveGroupMemberMutation($input: RemoveGroupMemberInput!, $connections: [ID!]!) {
    removeGroupMember(input: $input) {
      group {
        id
        memberCount
      }
      removedMemberId @deleteEdge(connections: $connections)
    }
  }
`;

/** Removes a member (creator only; never the creator). */
export function useRemoveGroupMemberMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const remove = useCallback(
    (groupId: string, memberId: string, membersConnection: string) =>
      commitAsync(commit, {
        variables: { input: { groupId, memberId }, connections: [membersConnection] },
      }),
    [commit],
  );
  return [remove, isInFlight] as const;
}
