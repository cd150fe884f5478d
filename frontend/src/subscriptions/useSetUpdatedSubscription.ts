import { graphql } from 'react-relay';
import type { useSetUpdatedSubscription as Subscription } from '../__generated__/useSetUpdatedSubscription.graphql';
import { emitSetUpdated } from '../relay/liveEvents';
import { changesLists, scheduleListRefetch } from '../relay/shownSets';
import { useRetryingSubscription } from './useRetryingSubscription';

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
/**
 * Every change of the edition's sets, each as the whole card (the edition's screens use the
 * batched useEditionTalliesSubscription instead; this is the full stream, for a screen that wants
 * each set's whole card on every change).
 */
export function useSetUpdatedSubscription(editionId: string): void {
  useRetryingSubscription<Subscription>('setUpdated', subscription, { editionId }, editionId, (response) => {
    // A set joining (created, imported) or leaving (archived: the event carries only its id)
    // the screens: fetch them again.
    const set = response?.setUpdated;
    if (set && changesLists(set.id, set.archived)) scheduleListRefetch();
    if (set) emitSetUpdated(set.id);
  });
}
