import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { GroupVotingCardGroupsQuery } from '../../__generated__/GroupVotingCardGroupsQuery.graphql';
import type { GroupVotingCardVotesQuery, VoteType } from '../../__generated__/GroupVotingCardVotesQuery.graphql';
import { ErrorBoundary } from '../ErrorBoundary';
import { Badge, type BadgeVariant } from '../ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { useViewerId } from './groupsViewer';

// The viewer's groups (for the picker); anonymous visitors never ask (UNAUTHENTICATED).
const groupsQuery = graphql`
  query GroupVotingCardGroupsQuery {
    groups(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

// Each member's vote on the set in one group. myVote and the tally are read too: when the viewer
// votes, or a live update brings a new tally (someone else voted), they change in the store and
// the group's votes are fetched again.
const votesQuery = graphql`
  query GroupVotingCardVotesQuery($setId: ID!, $groupId: ID!) {
    node(id: $setId) {
      ... on Set {
        myVote
        tally {
          mustGo
          interested
          wontGo
        }
        groupVotes(groupId: $groupId) {
          user {
            id
            username
          }
          vote
        }
      }
    }
  }
`;

const VOTE_LOOK: Record<VoteType, { label: string; variant: BadgeVariant }> = {
  MUST_GO: { label: 'Must Go', variant: 'green' },
  INTERESTED: { label: 'Interested', variant: 'blue' },
  WONT_GO: { label: "Won't Go", variant: 'gray' },
  '%future added value': { label: 'Voted', variant: 'outline' },
};

/**
 * The set page's group voting card: how the members of one of the viewer's groups voted on this
 * set. Shown only to signed-in users who are in at least one group.
 */
export function GroupVotingCard({ setId }: { setId: string }) {
  const viewerId = useViewerId();
  if (!viewerId) return null;
  // A failure here must not take the set page down: the card is left out ('Failed to fetch group votes').
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <GroupPicker setId={setId} key={viewerId} />
      </Suspense>
    </ErrorBoundary>
  );
}

function GroupPicker({ setId }: { setId: string }) {
  const data = useLazyLoadQuery<GroupVotingCardGroupsQuery>(groupsQuery, {}, { fetchPolicy: 'store-and-network' });
  const groups = data.groups.edges.map((e) => e.node);
  const [chosen, setChosen] = useState<string>();
  const pickerId = useId();
  if (groups.length === 0) return null;
  const groupId = groups.some((g) => g.id === chosen) ? chosen! : groups[0].id;

  return (
    <Card data-testid="group-voting-card">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Group votes</CardTitle>
        {groups.length > 1 && (
          <div className="flex items-center gap-2">
            <label htmlFor={pickerId} className="text-sm text-slate-400">
              Group
            </label>
            <select
              id={pickerId}
              value={groupId}
              onChange={(e) => setChosen(e.target.value)}
              className="h-10 max-w-[14rem] rounded-md border border-slate-600 bg-slate-900 px-3 text-sm text-slate-100 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
            >
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {groups.length === 1 && <span className="text-sm text-slate-400">{groups[0].name}</span>}
      </CardHeader>
      <CardContent>
        <ErrorBoundary key={groupId} fallback={<p className="text-sm text-slate-400">No votes from this group yet.</p>}>
          <Suspense fallback={<p className="text-sm text-slate-400">Loading group votes...</p>}>
            <GroupVotes setId={setId} groupId={groupId} />
          </Suspense>
        </ErrorBoundary>
      </CardContent>
    </Card>
  );
}

function GroupVotes({ setId, groupId }: { setId: string; groupId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<GroupVotingCardVotesQuery>(
    votesQuery,
    { setId, groupId },
    { fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only', fetchKey },
  );
  const tally = data.node?.tally;
  const changeKey = `${data.node?.myVote}|${tally?.mustGo}|${tally?.interested}|${tally?.wontGo}`;
  const lastKey = useRef(changeKey);
  useEffect(() => {
    if (lastKey.current === changeKey) return;
    lastKey.current = changeKey;
    setFetchKey((k) => k + 1);
  }, [changeKey]);

  const votes = data.node?.groupVotes ?? [];
  if (votes.length === 0) return <p className="text-sm text-slate-400">No votes from this group yet.</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label="Votes of group members">
      {votes.map((v) => {
        const look = VOTE_LOOK[v.vote] ?? VOTE_LOOK['%future added value'];
        return (
          <li key={v.user.id} className="flex items-center justify-between gap-3" data-testid="group-vote">
            <span className="min-w-0 truncate text-slate-200">{v.user.username ?? 'Member'}</span>
            <Badge variant={look.variant}>{look.label}</Badge>
          </li>
        );
      })}
    </ul>
  );
}
