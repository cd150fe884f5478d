import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useSignOutMutation as Mutation } from '../__generated__/useSignOutMutation.graphql';
import { offlineDB } from '../offline/db';
import { currentUserId } from '../offline/currentUser';
import { forgetUser } from '../relay/persist';
import { useRefreshRouteData } from '../relay/useRefreshRouteData';
import { commitAsync } from './commitAsync';

const mutation = graphql`
  mutation useSignOutMutation {
    signOut {
      ok
    }
  }
`;

/**
 * Drops the signed-in user's data from the store: the root `viewer` becomes null (every screen
 * reading it re-renders as anonymous) and the viewer record itself (e-mail, roles) is deleted.
 * Later user-specific root fields (votes, notes, groups) should be cleared here as well.
 */
export function clearViewer(store: RecordSourceSelectorProxy) {
  const root = store.getRoot();
  const viewer = root.getLinkedRecord('viewer');
  root.setValue(null, 'viewer');
  if (viewer) store.delete(viewer.getDataID());
}

/**
 * Revokes the session on the server (which clears the cookie), clears the viewer locally, then
 * refetches the current routes' data.
 */
export function useSignOutMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const refresh = useRefreshRouteData();
  const environment = useRelayEnvironment();
  const signOut = useCallback(
    () => {
      const userId = currentUserId(environment);
      return commitAsync(commit, { variables: {}, updater: clearViewer }).then((r) => {
        // The saved store of this user goes (their queued votes and notes stay for their next sign-in).
        if (userId) void offlineDB().then((db) => forgetUser(db, userId)).catch(() => undefined);
        // Refetch the routes' data as an anonymous visitor (no votes of the signed-out user).
        refresh();
        return r.signOut;
      });
    },
    [commit, refresh, environment],
  );
  return [signOut, isInFlight] as const;
}
