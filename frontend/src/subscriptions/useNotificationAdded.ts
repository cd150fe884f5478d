import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { Environment, GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useNotificationAddedSubscription as Subscription } from '../__generated__/useNotificationAddedSubscription.graphql';
import { toast } from '../lib/toast';

const subscription = graphql`
  subscription useNotificationAddedSubscription {
    notificationAdded {
      id
      kind
      message
      read
      createdAt
    }
  }
`;

// The unread count, fetched again after each event: the event may be a merged burst (same id)
// or arrive on a screen that never loaded the list.
const countQuery = graphql`
  query useNotificationAddedCountQuery {
    viewer {
      unreadNotificationCount
    }
  }
`;

/** Fetches the unread count again; offline it fails quietly (the next event or retry tries again). */
function refetchCount(environment: Environment): void {
  fetchQuery(environment, countQuery, {}).subscribe({ error: () => undefined });
}

/**
 * The viewer's own notifications as they are written, on every open screen of every tab: a toast,
 * and the header bell's count refetched. Completed by the server (a reconnect): subscribe again.
 */
export function useNotificationAdded(userId: string): void {
  const environment = useRelayEnvironment();
  const [generation, setGeneration] = useState(0);
  const [retry, setRetry] = useState(false);
  useEffect(() => {
    if (!retry) return;
    const timer = setTimeout(() => {
      setRetry(false);
      setGeneration((g) => g + 1);
      refetchCount(environment);
    }, 2_000);
    return () => clearTimeout(timer);
  }, [retry, environment]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const n = response?.notificationAdded;
        if (!n) return;
        refetchCount(environment);
        toast(n.message, { id: `notification-${n.id}` });
      },
      onCompleted: () => setRetry(true),
      onError: () => setRetry(true),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new generation (or user) subscribes again
    [environment, userId, generation],
  );
  useSubscription(config);
}
