import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useRedeemInviteMutation as Mutation } from '../__generated__/useRedeemInviteMutation.graphql';
import { commitAsync } from './commitAsync';

const mutation = graphql`
  mutation useRedeemInviteMutation($input: RedeemInviteInput!) {
    redeemInvite(input: $input) {
      success
      message
      reason
      alreadyMember
      group {
        id
        name
        memberCount
        isMember
      }
    }
  }
`;

/** Joins the invite's group as the signed-in viewer. A refusal is an answer (success false), not an error. */
export function useRedeemInviteMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const redeem = useCallback(
    (token: string) => commitAsync(commit, { variables: { input: { token } } }).then((r) => r.redeemInvite),
    [commit],
  );
  return [redeem, isInFlight] as const;
}
