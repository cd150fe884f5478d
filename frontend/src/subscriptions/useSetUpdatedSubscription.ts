import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useSetUpdatedSubscription as Subscription } from '../__generated__/useSetUpdatedSubscription.graphql';
import { emitResync, emitSetUpdated } from '../relay/liveEvents';
import { changesLists, scheduleListRefetch } from '../relay/shownSets';

// Everything everyone sees of a set, as the set page (and so the set card) selects it, so the normalized
// Set record (by id) updates in place on every screen (the schedule reads the same fields). Not
// myVote (shared: true): it is the viewer's own, from their own queries and votes, and it would
// keep the server from sharing one event response among all subscribers.
const subscription = graphql`
  subscription useSetUpdatedSubscription($editionId: ID!) {
    setUpdated(editionId: $editionId) {
      id
      archived
      # The set card's fields are the set page's but for the slug; spreading both fragments would
      # charge the artists twice against the subscription's cost limit (graph/cost).
      slug
      ...SetDetail_set @arguments(shared: true)
    }
  }
`;
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * Live set changes of the open edition while mounted. The server ends a subscription whose client
 * cannot keep up (and a subscription can fail): subscribe again, with a growing pause after
 * errors, and ask screens to refetch once, since events in between are lost.
 */
export function useSetUpdatedSubscription(editionId: string): void {
  const [generation, setGeneration] = useState(0);
  const [retryDelay, setRetryDelay] = useState<number | null>(null);
  const failures = useRef(0);

  useEffect(() => {
    if (retryDelay === null) return;
    const timer = setTimeout(() => {
      setRetryDelay(null);
      setGeneration((g) => g + 1);
      emitResync();
    }, retryDelay);
    return () => clearTimeout(timer);
  }, [retryDelay]);

  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(() => {
    return {
      subscription,
      variables: { editionId },
      onNext: (response) => {
        failures.current = 0;
        // A set joining (created, imported) or leaving (archived: the event carries only its id)
        // the screens: fetch them again.
        const set = response?.setUpdated;
        if (set && changesLists(set.id, set.archived)) scheduleListRefetch();
        if (set) emitSetUpdated(set.id);
      },
      // Ended by the server: come back quickly.
      onCompleted: () => setRetryDelay(RETRY_MIN_MS),
      onError: (error) => {
        if (import.meta.env.DEV) console.warn('setUpdated subscription failed', error);
        failures.current += 1;
        setRetryDelay(Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures.current));
      },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- generation is not read: a new config object (a new generation) re-subscribes
  }, [editionId, generation]);

  useSubscription<Subscription>(config);
}
