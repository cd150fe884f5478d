import { graphql } from 'react-relay';
import type { useEditionTalliesSubscription as Subscription } from '../__generated__/useEditionTalliesSubscription.graphql';
import { emitSetContentChanged, emitSetUpdated } from '../relay/liveEvents';
import { changesLists, scheduleListRefetch } from '../relay/shownSets';
import { useRetryingSubscription } from './useRetryingSubscription';

// The batched stream for the edition's screens: one message per window (at most 250 ms) holding
// every set that changed, each with its id and counts (Relay updates the Set records by id, so
// every card showing a set re-renders) and, after a change to more than its votes (name, time,
// stage, artists, archived), the whole card too, as the set page selects it (so the same record is
// complete on every screen). Not myVote (shared: true): it is the viewer's own, and it would keep
// the server from sharing one batch's response among all subscribers.
const subscription = graphql`
  subscription useEditionTalliesSubscription($editionId: ID!) {
    editionTallies(editionId: $editionId) {
      changes {
        set {
          id
          tally {
            mustGo
            interested
            wontGo
            total
            netScore
          }
        }
        card {
          id
          archived
          # The set card's fields are the set page's but for the slug; spreading both fragments would
          # charge the artists twice against the subscription's cost limit (graph/cost).
          slug
          ...SetDetail_set @arguments(shared: true)
        }
      }
    }
  }
`;

/** Live set changes of the open edition while mounted (see useRetryingSubscription). */
export function useEditionTalliesSubscription(editionId: string): void {
  useRetryingSubscription<Subscription>('editionTallies', subscription, { editionId }, editionId, (response) => {
    const changes = response?.editionTallies?.changes;
    if (!changes) return;
    let refetch = false;
    for (const change of changes) {
      const id = change.set.id;
      // A set joining (created, imported) or leaving (archived: its card carries only its id and
      // archived) the screens: fetch them again (once per batch).
      if (changesLists(id, change.card?.archived ?? false)) refetch = true;
      emitSetUpdated(id);
      if (change.card) emitSetContentChanged(id);
    }
    if (refetch) scheduleListRefetch();
  });
}
