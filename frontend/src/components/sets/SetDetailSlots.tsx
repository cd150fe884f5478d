import type { GroupVotingCard_set$key } from '../../__generated__/GroupVotingCard_set.graphql';
import type { NotesCard_set$key } from '../../__generated__/NotesCard_set.graphql';
import { ErrorBoundary } from '../ErrorBoundary';
import { GroupVotingCard } from '../groups/GroupVotingCard';
import { NotesCard } from '../notes/NotesCard';

// The set detail page's group and notes cards (visitor-app.md §2 "Set detail"). They live with
// the groups and notes code; their data are fragments of the set page's one query.

/**
 * Group voting card — how the viewer's groups voted on this set. Shown only when the viewer is in
 * at least one group. A failure (a later refetch) leaves the card out, not the page.
 */
export function GroupVotingSlot({ set, signedIn }: { set: GroupVotingCard_set$key; signedIn: boolean }) {
  return (
    <ErrorBoundary fallback={null}>
      <GroupVotingCard set={set} signedIn={signedIn} />
    </ErrorBoundary>
  );
}

/**
 * Notes card — the viewer's and group members' notes on this set. Anonymous visitors see 'Sign in
 * to add notes and see notes from group members'.
 */
export function NotesSlot({ set, signedIn }: { set: NotesCard_set$key; signedIn: boolean }) {
  return (
    <ErrorBoundary fallback={<p className="text-sm text-slate-400">Notes could not be loaded.</p>}>
      <NotesCard set={set} signedIn={signedIn} />
    </ErrorBoundary>
  );
}
