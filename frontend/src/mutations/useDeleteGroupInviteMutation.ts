import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteGroupInviteMutation as Mutation } from '../__generated__/useDeleteGroupInviteMutation.graphql';
import { commitAsync } from './commitAsync';

const mutation = graphql`
  mutation useDeleteGroupInviteMutation($input: DeleteGroupInviteInput!, $connections: [ID!]!) {
    deleteGroupInvite(input: $input) {
      deletedInviteId @deleteEdge(connections: $connections)
    }
  }
`;

/** Deletes an invite (creator only); its link stops working. */
export function useDeleteGroupInviteMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const remove = useCallback(
    (inviteId: string, invitesConnection: string) =>
      commitAsync(commit, { variables: { input: { inviteId }, connections: [invitesConnection] } }),
    [commit],
  );
  return [remove, isInFlight] as const;
}
