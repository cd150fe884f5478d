import { useEffect } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate } from 'relay-runtime';
import type { useGroupTallyLiveQuery } from '../__generated__/useGroupTallyLiveQuery.graphql';
import { netScore } from '../lib/voteTally';
import { onSetUpdated } from './liveEvents';

// The live event carries everyone's tally (one response shared by every subscriber, README "Live
// updates"); a group's tally is private to its members. So under the group perspective, an event
// for a listed set fetches that set's group votes (one small query, only by those looking at a
// group) and writes the counts into the list's edge.
const query = graphql`
  query useGroupTallyLiveQuery($setId: ID!, $groupId: ID!) {
    node(id: $setId) {
      ... on Set {
        groupVotes(groupId: $groupId) {
          vote
        }
      }
    }
  }
`;

/**
 * Keeps the group tallies of a set connection (its `__id`) live while `groupId` is the list's
 * perspective (null: off).
 */
export function useGroupTallyLive(connectionId: string, groupId: string | null) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!groupId) return;
    return onSetUpdated((setId) => {
      const conn = environment.getStore().getSource().get(connectionId);
      if (!conn) return;
      fetchQuery<useGroupTallyLiveQuery>(environment, query, { setId, groupId }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          const votes = data?.node?.groupVotes;
          if (!votes) return;
          const count = (v: string) => votes.filter((x) => x.vote === v).length;
          const mustGo = count('MUST_GO');
          const interested = count('INTERESTED');
          const wontGo = count('WONT_GO');
          commitLocalUpdate(environment, (store) => {
            const edges = store.get(connectionId)?.getLinkedRecords('edges') ?? [];
            for (const edge of edges) {
              if (edge?.getLinkedRecord('node')?.getDataID() !== setId) continue;
              const tally = edge.getLinkedRecord('tally');
              if (!tally) continue;
              tally.setValue(mustGo, 'mustGo');
              tally.setValue(interested, 'interested');
              tally.setValue(wontGo, 'wontGo');
              tally.setValue(netScore(mustGo, interested, wontGo), 'netScore');
            }
          });
        })
        .catch(() => {
          // A failed refresh leaves the last tally; the next event or a refetch corrects it.
        });
    });
  }, [environment, connectionId, groupId]);
}
