import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useEditionMapLivePoisQuery as PoisQuery } from '../__generated__/useEditionMapLivePoisQuery.graphql';
import type { useEditionMapLiveSubscription as Subscription } from '../__generated__/useEditionMapLiveSubscription.graphql';
import { useRetryingSubscription } from './useRetryingSubscription';

// The edition's map content, live (issue 35: "audited and published live"): after staff change
// the georeference, the site map or its points of interest (any writer: the database announces
// it), the event updates the Edition record's map fields, and the points of interest are fetched
// again (a subscription may not select them: up to 500). Every open screen reading them from the
// store (the Map tab) re-renders without a reload.
const subscription = graphql`
  subscription useEditionMapLiveSubscription($editionId: ID!) {
    editionMapChanged(editionId: $editionId) {
      id
      mapUrl
      mapWidthPx
      mapHeightPx
      mapWidthMeters
      walkingMetersPerMinute
      defaultWalkMinutes
      georeferenced
      georeference {
        origin {
          latitude
          longitude
        }
        transform
        residualMeters
        scale
        anchors {
          position {
            x
            y
          }
          at {
            latitude
            longitude
          }
        }
      }
    }
  }
`;

const poisQuery = graphql`
  query useEditionMapLivePoisQuery($editionId: ID!) {
    node(id: $editionId) {
      ... on Edition {
        id
        pointsOfInterest {
          id
          kind
          name
          openingHours
          position {
            x
            y
          }
          at {
            latitude
            longitude
          }
        }
      }
    }
  }
`;

/** Follows the edition's map content while mounted (the edition's layout mounts it). */
export function useEditionMapLive(editionId: string): void {
  const environment = useRelayEnvironment();
  useRetryingSubscription<Subscription>('editionMapChanged', subscription, { editionId }, editionId, () => {
    // Offline it fails quietly: the next event, or the screen's own fetch, brings them.
    fetchQuery<PoisQuery>(environment, poisQuery, { editionId }, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
  });
}
