import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  UpdateProfileInput,
  useUpdateProfileMutation as Mutation,
} from '../__generated__/useUpdateProfileMutation.graphql';
import { commitAsync } from './commitAsync';
import { linkViewerFromPayload } from './viewerUpdater';

const mutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      viewer {
        user {
          id
          username
        }
        completedOnboarding
        needsOnboarding
        ...AppShell_viewer
      }
    }
  }
`;

/** Sets the username and/or the onboarding flag. */
export function useUpdateProfileMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const update = useCallback(
    (input: UpdateProfileInput) =>
      commitAsync(commit, { variables: { input }, updater: linkViewerFromPayload('updateProfile') }).then(
        (r) => r.updateProfile,
      ),
    [commit],
  );
  return [update, isInFlight] as const;
}
