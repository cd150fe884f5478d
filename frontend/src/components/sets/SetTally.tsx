import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SetTally_set$key } from '../../__generated__/SetTally_set.graphql';
import { cn } from '../../lib/cn';
import { announce } from '../a11y/announce';

/** Everyone's votes on a set: the three counts and the net score (2 x Must Go + Interested - Won't Go). */
export function SetTally({ set, compact }: { set: SetTally_set$key; compact?: boolean }) {
  const { name, tally } = useFragment(
    graphql`
      fragment SetTally_set on Set {
        name
        tally {
          mustGo
          interested
          wontGo
          total
          netScore
        }
      }
    `,
    set,
  );
  useAnnounceChanges(name, tally);
  return <TallyCountsList tally={tally} compact={compact} />;
}

/** Announces a change of the counts (a vote, or a live update) politely; not the first render. */
function useAnnounceChanges(name: string, tally: TallyCounts) {
  const shown = useRef(tally);
  useEffect(() => {
    const before = shown.current;
    shown.current = tally;
    if (before.mustGo === tally.mustGo && before.interested === tally.interested && before.wontGo === tally.wontGo) return;
    announce(`${name}: Must Go ${tally.mustGo}, Interested ${tally.interested}, Won't Go ${tally.wontGo}`);
  }, [name, tally]);
}

export type TallyCounts = { mustGo: number; interested: number; wontGo: number; netScore: number };

/**
 * The counts and net score of a tally; `label` names whose votes they are (e.g. a group's).
 * `compact`: one small line below 640 px (the compact set card).
 */
export function TallyCountsList({ tally, label, compact }: { tally: TallyCounts; label?: string; compact?: boolean }) {
  const list = (
    <dl
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-300',
        compact && 'max-sm:flex-nowrap max-sm:gap-x-3 max-sm:text-xs',
      )}
      data-testid="set-tally"
      aria-label={label}
    >
      <div className="flex gap-1">
        <dt className="text-emerald-300">Must Go</dt>
        <dd data-testid="tally-mustGo" className="font-semibold text-white">
          {tally.mustGo}
        </dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-sky-300">Interested</dt>
        <dd data-testid="tally-interested" className="font-semibold text-white">
          {tally.interested}
        </dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-rose-300">Won't Go</dt>
        <dd data-testid="tally-wontGo" className="font-semibold text-white">
          {tally.wontGo}
        </dd>
      </div>
      <div className="ml-auto flex gap-1">
        <dt>Score</dt>
        <dd data-testid="tally-netScore" className="font-semibold text-white">
          {tally.netScore > 0 ? `+${tally.netScore}` : tally.netScore}
        </dd>
      </div>
    </dl>
  );
  if (!label) return list;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-medium text-violet-300">{label}</p>
      {list}
    </div>
  );
}
