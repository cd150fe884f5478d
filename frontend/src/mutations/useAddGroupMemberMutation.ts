import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddGroupMemberMutation as Mutation } from '../__generated__/useAddGroupMemberMutation.graphql';
import { commitAsync } from './commitAsync';

const mutation = graphql`
  mutation useAddGroupMemberMutation($input: AddGroupMemberInput!, $connections: [ID!]!) {
    addGroupMember(input: $input) {
      group {
        id
        memberCount
      }
      memberEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...GroupMemberRow_member
        }
      }
    }
  }
`;

/** Adds a user by username or e-mail (creator only); the member joins the end of the list. */
export function useAddGroupMemberMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const add = useCallback(
    (groupId: string, usernameOrEmail: string, membersConnection: string) =>
      commitAsync(commit, {
        variables: { input: { groupId, usernameOrEmail }, connections: [membersConnection] },
      }),
    [commit],
  );
  return [add, isInFlight] as const;
}
