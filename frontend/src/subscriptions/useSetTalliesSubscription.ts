import { graphql } from 'react-relay';
import type { useSetTalliesSubscription as Subscription } from '../__generated__/useSetTalliesSubscription.graphql';
import { emitSetContentChanged, emitSetUpdated } from '../relay/liveEvents';
import { changesLists, scheduleListRefetch } from '../relay/shownSets';
import { useRetryingSubscription } from './useRetryingSubscription';

// The compact stream for the edition's screens: after a vote only the set's id and counts (about
// 100 bytes; Relay updates the Set record by id, so every card showing the set re-renders); after
// a change to more than its votes (name, time, stage, artists, archived) the whole card too, as
// the set page selects it (so the same record is complete on every screen). Not myVote (shared:
// true): it is the viewer's own, and it would keep the server from sharing one event response
// among all subscribers.
const subscription = graphql`
  subscription useSetTalliesSubscription($editionId: ID!) {
    setTallies(editionId: $editionId) {
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
`;

/** Live set changes of the open edition while mounted (see useRetryingSubscription). */
export function useSetTalliesSubscription(editionId: string): void {
  useRetryingSubscription<Subscription>('setTallies', subscription, { editionId }, editionId, (response) => {
    const change = response?.setTallies;
    if (!change) return;
    const id = change.set.id;
    // A set joining (created, imported) or leaving (archived: its card carries only its id and
    // archived) the screens: fetch them again.
    if (changesLists(id, change.card?.archived ?? false)) scheduleListRefetch();
    emitSetUpdated(id);
    if (change.card) emitSetContentChanged(id);
  });
}
