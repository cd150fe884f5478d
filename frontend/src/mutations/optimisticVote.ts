import type { RecordSourceProxy } from 'relay-runtime';
import { applyVoteChange, type Tally, type VoteType } from '../lib/voteTally';

// Its own module: the vote hook (useSetVote) and the outbox's replay (offline/sync) both apply
// it, and the hook loads offline/sync on use, so neither imports the other.

const TALLY_FIELDS = ['mustGo', 'interested', 'wontGo', 'total', 'netScore', 'popularity', 'average'] as const;

/** Applies the vote to the store as if the server had accepted it (rolled back on failure). */
export function optimisticVote(store: RecordSourceProxy, setId: string, next: VoteType | null) {
  const set = store.get(setId);
  if (!set) return;
  const previous = (set.getValue('myVote') as VoteType | null | undefined) ?? null;
  set.setValue(next, 'myVote');
  const tallyRecord = set.getLinkedRecord('tally');
  if (!tallyRecord) return;
  const current = Object.fromEntries(
    TALLY_FIELDS.map((field) => [field, Number(tallyRecord.getValue(field) ?? 0)]),
  ) as Tally;
  const updated = applyVoteChange(current, previous, next);
  for (const field of TALLY_FIELDS) tallyRecord.setValue(updated[field], field);
}
