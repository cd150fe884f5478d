import { graphql, useMutation } from 'react-relay';
import type { useRevokePlanShareMutation as Mutation } from '../__generated__/useRevokePlanShareMutation.graphql';
import { commitAsync } from './commitAsync';

// Revokes one of the viewer's share links: its page answers 404 from now on.
const mutation = graphql`
  mutation useRevokePlanShareMutation($input: RevokePlanShareInput!) {
    revokePlanShare(input: $input) {
      revokedShareId @deleteRecord
    }
  }
`;

export function useRevokePlanShare() {
  const [commit, isPending] = useMutation<Mutation>(mutation);
  const revoke = async (shareId: string): Promise<void> => {
    await commitAsync(commit, { variables: { input: { shareId } } });
  };
  return [revoke, isPending] as const;
}
