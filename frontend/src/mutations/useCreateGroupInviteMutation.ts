import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useCreateGroupInviteMutation as Mutation } from '../__generated__/useCreateGroupInviteMutation.graphql';
import { commitAsync } from './commitAsync';

const mutation = graphql`
  mutation useCreateGroupInviteMutation($input: CreateGroupInviteInput!, $connections: [ID!]!) {
    createGroupInvite(input: $input) {
      token
      inviteEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...InviteRow_invite
        }
      }
    }
  }
`;

/**
 * Generates an invite link (creator only). The token comes back only in this answer: the server
 * keeps a hash, so the link cannot be shown again later.
 */
export function useCreateGroupInviteMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const create = useCallback(
    (
      input: { groupId: string; expiresInDays: number | null; maxUses: number | null },
      invitesConnection: string,
    ) =>
      commitAsync(commit, { variables: { input, connections: [invitesConnection] } }).then(
        (r) => r.createGroupInvite.token,
      ),
    [commit],
  );
  return [create, isInFlight] as const;
}
