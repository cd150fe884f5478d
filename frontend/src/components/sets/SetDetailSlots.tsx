import { Suspense } from 'react';
import { ErrorBoundary } from '../ErrorBoundary';
import { GroupVotingCard } from '../groups/GroupVotingCard';
import { NotesCard } from '../notes/NotesCard';

// The set detail page's group and notes cards (visitor-app.md §2 "Set detail"); they live with
// the groups and notes code and load their own, per-viewer data.

/**
 * Group voting card — how the viewer's groups voted on this set. Shown only when the viewer is in
 * at least one group.
 */
export function GroupVotingSlot({ setId }: { setId: string }) {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <GroupVotingCard setId={setId} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * Notes card — the viewer's and group members' notes on this set. Anonymous visitors see 'Sign in
 * to add notes and see notes from group members'.
 */
export function NotesSlot({ setId, signedIn }: { setId: string; signedIn: boolean }) {
  return (
    <ErrorBoundary fallback={<p className="text-sm text-slate-400">Notes could not be loaded.</p>}>
      <NotesCard setId={setId} signedIn={signedIn} />
    </ErrorBoundary>
  );
}
