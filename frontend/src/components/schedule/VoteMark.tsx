import { cn } from '../../lib/cn';
import type { VoteType } from '../../lib/schedule/model';

export const VOTE_LABEL: Record<VoteType, string> = {
  MUST_GO: 'Must Go',
  INTERESTED: 'Interested',
  WONT_GO: "Won't Go",
};

const STYLE: Record<VoteType, string> = {
  MUST_GO: 'bg-emerald-500/20 text-emerald-200 border-emerald-400/50',
  INTERESTED: 'bg-sky-500/20 text-sky-200 border-sky-400/50',
  WONT_GO: 'bg-slate-600/30 text-slate-300 border-slate-500/50',
};

const ICON: Record<VoteType, string> = { MUST_GO: '★', INTERESTED: '✓', WONT_GO: '✕' };

/** The viewer's own vote on a set, as a small labelled chip. */
export function VoteMark({ vote, compact, className }: { vote: VoteType; compact?: boolean; className?: string }) {
  return (
    <span
      className={cn('inline-flex shrink-0 items-center gap-1 rounded border px-1.5 text-[11px] leading-4 font-medium whitespace-nowrap', STYLE[vote], className)}
      title={`Your vote: ${VOTE_LABEL[vote]}`}
    >
      <span aria-hidden="true">{ICON[vote]}</span>
      {compact ? <span className="sr-only">{VOTE_LABEL[vote]}</span> : VOTE_LABEL[vote]}
    </span>
  );
}
