import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useSetUpdatedSubscription as Subscription } from '../__generated__/useSetUpdatedSubscription.graphql';
import { emitResync, emitSetUpdated } from '../relay/liveEvents';

// Everything everyone sees of a set, so the normalized Set record (by id) updates in place on
// every screen. Not myVote: it is the viewer's own and comes from their own queries and votes.
const subscription = graphql`
  subscription useSetUpdatedSubscription($editionId: ID!) {
    setUpdated(editionId: $editionId) {
      id
      slug
      name
      description
      timeStart
      timeEnd
      maxFollowers
      stage {
        id
        name
      }
      artists {
        id
        name
        slug
        description
        imageUrl
        spotifyUrl
        soundcloudUrl
        soundcloudFollowers
        genres {
          id
          name
        }
      }
      tally {
        mustGo
        interested
        wontGo
        total
        netScore
        popularity
        average
      }
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
        if (response?.setUpdated) emitSetUpdated(response.setUpdated.id);
      },
      // Ended by the server: come back quickly.
      onCompleted: () => setRetryDelay(RETRY_MIN_MS),
      onError: (error) => {
        if (import.meta.env.DEV) console.warn('setUpdated subscription failed', error);
        failures.current += 1;
        setRetryDelay(Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures.current));
      },
    };
    // generation: a new config object re-subscribes.
  }, [editionId, generation]);

  useSubscription<Subscription>(config);
}
