import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay';
import type { GroupVotingCard_set$key } from '../../__generated__/GroupVotingCard_set.graphql';
import type { GroupVotingCard_votes$key, VoteType } from '../../__generated__/GroupVotingCard_votes.graphql';
import type { GroupVotingCardRefetchQuery } from '../../__generated__/GroupVotingCardRefetchQuery.graphql';
import { Badge, type BadgeVariant } from '../ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

// What the card watches: when the viewer votes, or a live update brings a new tally (someone else
// voted), these change in the store and the group votes are fetched again.
const setFragment = graphql`
  fragment GroupVotingCard_set on Set {
    myVote
    tally {
      mustGo
      interested
      wontGo
    }
    ...GroupVotingCard_votes
  }
`;

// The viewer's groups with each member's vote on the set, read by the set page's query (empty for
// anonymous visitors, null when they could not be read: the card is then left out).
const votesFragment = graphql`
  fragment GroupVotingCard_votes on Set @refetchable(queryName: "GroupVotingCardRefetchQuery") {
    myGroupVotes {
      group {
        id
        name
      }
      votes {
        user {
          id
          username
        }
        vote
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
export function GroupVotingCard({ set, signedIn }: { set: GroupVotingCard_set$key; signedIn: boolean }) {
  // Right after a sign-out the store may still hold the last user's groups until the page reloads.
  return signedIn ? <GroupVotes set={set} /> : null;
}

function GroupVotes({ set }: { set: GroupVotingCard_set$key }) {
  const data = useFragment(setFragment, set);
  const [votesData, refetch] = useRefetchableFragment<GroupVotingCardRefetchQuery, GroupVotingCard_votes$key>(
    votesFragment,
    data,
  );
  const [, startTransition] = useTransition();
  const changeKey = `${data.myVote}|${data.tally.mustGo}|${data.tally.interested}|${data.tally.wontGo}`;
  const lastKey = useRef(changeKey);
  useEffect(() => {
    if (lastKey.current === changeKey) return;
    lastKey.current = changeKey;
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  }, [changeKey, refetch]);
  const [chosen, setChosen] = useState<string>();
  const pickerId = useId();

  const groups = votesData.myGroupVotes ?? [];
  if (groups.length === 0) return null;
  const current = groups.find((g) => g.group.id === chosen) ?? groups[0];
  const votes = current.votes;

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
              value={current.group.id}
              onChange={(e) => setChosen(e.target.value)}
              className="h-10 max-w-[14rem] rounded-md border border-slate-600 bg-slate-900 px-3 text-sm text-slate-100 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
            >
              {groups.map((g) => (
                <option key={g.group.id} value={g.group.id}>
                  {g.group.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {groups.length === 1 && <span className="text-sm text-slate-400">{groups[0].group.name}</span>}
      </CardHeader>
      <CardContent>
        {votes.length === 0 ? (
          <p className="text-sm text-slate-400">No votes from this group yet.</p>
        ) : (
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
        )}
      </CardContent>
    </Card>
  );
}
