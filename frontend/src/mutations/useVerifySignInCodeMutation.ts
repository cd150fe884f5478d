import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  VerifySignInCodeInput,
  useVerifySignInCodeMutation as Mutation,
} from '../__generated__/useVerifySignInCodeMutation.graphql';
import { useRefreshRouteData } from '../relay/useRefreshRouteData';
import { commitAsync } from './commitAsync';
import { linkViewerFromPayload } from './viewerUpdater';

const mutation = graphql`
  mutation useVerifySignInCodeMutation($input: VerifySignInCodeInput!) {
    verifySignInCode(input: $input) {
      viewer {
        ...AppShell_viewer
      }
      returnTo
      inviteToken
    }
  }
`;

/**
 * Checks the 6-digit code; the session cookie is set by the response, the viewer by the updater.
 * `afterSignIn` (a vote tapped while signed out) runs once signed in, before the routes refetch,
 * so their new data already holds what it wrote.
 */
export function useVerifySignInCodeMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const refresh = useRefreshRouteData();
  const verify = useCallback(
    (input: VerifySignInCodeInput, afterSignIn?: () => Promise<unknown>) =>
      commitAsync(commit, { variables: { input }, updater: linkViewerFromPayload('verifySignInCode') }).then((r) => {
        // The viewer is already in the store; the routes' data may depend on who is signed in.
        void (afterSignIn?.() ?? Promise.resolve()).catch(() => undefined).finally(refresh);
        return r.verifySignInCode;
      }),
    [commit, refresh],
  );
  return [verify, isInFlight] as const;
}
