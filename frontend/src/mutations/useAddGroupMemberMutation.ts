import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddGroupMemberMutation as Mutation } from '../__generated__/useAddGroupMemberMutation.graphql';
import { commitAsync } from './commitAsync';

const mutation = graphql`
  mutation useAddGroupMemberMutation($input: AddGroupMemberInput!) {
    addGroupMember(input: $input) {
      message
      group {
        id
        memberCount
      }
    }
  }
`;

/**
 * Invites a user by username or e-mail (creator only). They join only by accepting, so the
 * members list does not change; the answer is the server's message for the creator.
 */
export function useAddGroupMemberMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const add = useCallback(
    (groupId: string, usernameOrEmail: string) =>
      commitAsync(commit, { variables: { input: { groupId, usernameOrEmail } } }).then((r) => r.addGroupMember.message),
    [commit],
  );
  return [add, isInFlight] as const;
}
