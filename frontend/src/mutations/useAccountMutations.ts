import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAccountMutationsDeleteMutation as DeleteMutation } from '../__generated__/useAccountMutationsDeleteMutation.graphql';
import type { useAccountMutationsSignOutEverywhereMutation as EverywhereMutation } from '../__generated__/useAccountMutationsSignOutEverywhereMutation.graphql';
import { useRefreshRouteData } from '../relay/useRefreshRouteData';
import { commitAsync } from './commitAsync';
import { clearViewer } from './useSignOutMutation';

const deleteMutation = graphql`
  mutation useAccountMutationsDeleteMutation {
    deleteAccount(input: { confirm: true }) {
      ok
      deletedVotes
      transferredGroups
      deletedGroups
    }
  }
`;

const everywhereMutation = graphql`
  mutation useAccountMutationsSignOutEverywhereMutation {
    signOutEverywhere {
      revokedSessions
    }
  }
`;

/**
 * Deletes the viewer's account (the server clears the session cookie), then drops the viewer
 * from the store and refetches the routes' data as an anonymous visitor.
 */
export function useDeleteAccountMutation() {
  const [commit, isInFlight] = useMutation<DeleteMutation>(deleteMutation);
  const refresh = useRefreshRouteData();
  const run = useCallback(
    () =>
      commitAsync(commit, { variables: {}, updater: clearViewer }).then((r) => {
        refresh();
        return r.deleteAccount;
      }),
    [commit, refresh],
  );
  return [run, isInFlight] as const;
}

/** Revokes every session of the viewer, this one included: afterwards the page is signed out. */
export function useSignOutEverywhereMutation() {
  const [commit, isInFlight] = useMutation<EverywhereMutation>(everywhereMutation);
  const refresh = useRefreshRouteData();
  const run = useCallback(
    () =>
      commitAsync(commit, { variables: {}, updater: clearViewer }).then((r) => {
        refresh();
        return r.signOutEverywhere;
      }),
    [commit, refresh],
  );
  return [run, isInFlight] as const;
}
