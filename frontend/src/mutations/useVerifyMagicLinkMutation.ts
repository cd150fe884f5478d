import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useVerifyMagicLinkMutation as Mutation } from '../__generated__/useVerifyMagicLinkMutation.graphql';
import { commitAsync } from './commitAsync';
import { linkViewerFromPayload } from './viewerUpdater';

const mutation = graphql`
  mutation useVerifyMagicLinkMutation($input: VerifyMagicLinkInput!) {
    verifyMagicLink(input: $input) {
      viewer {
        ...AppShell_viewer
      }
      returnTo
      inviteToken
    }
  }
`;

/**
 * Completes sign-in with a magic link's token (only ever on a user's click, never on page load).
 * No route refresh here: the landing page navigates away, and the new route loads its data.
 */
export function useVerifyMagicLinkMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const verify = useCallback(
    (token: string) =>
      commitAsync(commit, {
        variables: { input: { token } },
        updater: linkViewerFromPayload('verifyMagicLink'),
      }).then((r) => r.verifyMagicLink),
    [commit],
  );
  return [verify, isInFlight] as const;
}
