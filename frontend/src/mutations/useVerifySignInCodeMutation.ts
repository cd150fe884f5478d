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

/** Checks the 6-digit code; the session cookie is set by the response, the viewer by the updater. */
export function useVerifySignInCodeMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const refresh = useRefreshRouteData();
  const verify = useCallback(
    (input: VerifySignInCodeInput) =>
      commitAsync(commit, { variables: { input }, updater: linkViewerFromPayload('verifySignInCode') }).then((r) => {
        // The viewer is already in the store; the routes' data may depend on who is signed in.
        refresh();
        return r.verifySignInCode;
      }),
    [commit, refresh],
  );
  return [verify, isInFlight] as const;
}
