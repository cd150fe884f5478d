import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMarkNotificationsReadMutation as Mutation } from '../__generated__/useMarkNotificationsReadMutation.graphql';
import { commitAsync } from './commitAsync';

const mutation = graphql`
  mutation useMarkNotificationsReadMutation($input: MarkNotificationsReadInput!) {
    markNotificationsRead(input: $input) {
      unreadNotificationCount
    }
  }
`;

/**
 * Marks notifications read: those with ids, or all (ids null). The viewer's unread count takes
 * the server's answer, and the notifications marked (of those in the store) show as read.
 */
export function useMarkNotificationsReadMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const mark = useCallback(
    (ids: readonly string[] | null, shown: readonly string[]) =>
      commitAsync(commit, {
        variables: { input: ids ? { ids: [...ids] } : { all: true } },
        updater: (store) => {
          const viewer = store.getRoot().getLinkedRecord('viewer');
          const count = store.getRootField('markNotificationsRead')?.getValue('unreadNotificationCount');
          if (viewer && typeof count === 'number') viewer.setValue(count, 'unreadNotificationCount');
          for (const id of ids ?? shown) store.get(id)?.setValue(true, 'read');
        },
      }),
    [commit],
  );
  return [mark, isInFlight] as const;
}
