import { graphql, useFragment } from 'react-relay';
import type { VoteButtons_set$key } from '../../__generated__/VoteButtons_set.graphql';
import { cn } from '../../lib/cn';
import { nextVote, type VoteType } from '../../lib/voteTally';
import { useSetVote } from '../../mutations/useSetVote';
import { useSignInDialog } from '../layout/SignInDialogProvider';

export const VOTE_OPTIONS: ReadonlyArray<{ vote: VoteType; label: string; active: string }> = [
  { vote: 'MUST_GO', label: 'Must Go', active: 'border-emerald-500 bg-emerald-700 text-white' }, // 600: too little contrast
  { vote: 'INTERESTED', label: 'Interested', active: 'border-sky-500 bg-sky-700 text-white' }, // 600: too little contrast
  { vote: 'WONT_GO', label: "Won't Go", active: 'border-rose-500 bg-rose-600 text-white' },
];

type Props = {
  set: VoteButtons_set$key;
  /** Anonymous visitors get the sign-in dialog first; their vote follows the sign-in. */
  signedIn: boolean;
  /** Called when the viewer starts a vote (the sets list freezes its order then). */
  onVote?: () => void;
};

/** Must Go / Interested / Won't Go; the viewer's vote is pressed, choosing it again clears it. */
export function VoteButtons({ set, signedIn, onVote }: Props) {
  const data = useFragment(
    graphql`
      # shared: true leaves out the viewer's own vote, for selections every viewer shares (the
      # live set subscriptions); the vote then stays as the viewer's own queries left it.
      fragment VoteButtons_set on Set @argumentDefinitions(shared: { type: "Boolean", defaultValue: false }) {
        id
        name
        myVote @skip(if: $shared)
      }
    `,
    set,
  );
  const [vote, isPending] = useSetVote();
  const signIn = useSignInDialog();

  const choose = (chosen: VoteType) => {
    if (!signedIn) {
      // Signed out: sign in first; the vote is cast once that completes.
      signIn.openForVote(data.id, chosen);
      return;
    }
    if (isPending) return;
    onVote?.();
    void vote(data.id, nextVote(data.myVote as VoteType | null, chosen));
  };

  return (
    <div
      role="group"
      aria-label={`Your vote for ${data.name}`}
      aria-busy={isPending || undefined}
      className="grid grid-cols-3 gap-2"
    >
      {VOTE_OPTIONS.map((option) => {
        const pressed = data.myVote === option.vote;
        return (
          <button
            key={option.vote}
            type="button"
            aria-pressed={pressed}
            // aria-disabled, not disabled: a disabled button loses keyboard focus mid-vote
            // (focus falls to <body>); choose() ignores presses while a vote is pending.
            aria-disabled={isPending || undefined}
            onClick={() => choose(option.vote)}
            className={cn(
              'min-h-11 rounded-md border px-2 py-2 text-sm font-medium transition-colors',
              'focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:ring-offset-2 focus-visible:ring-offset-slate-950 focus-visible:outline-none',
              'aria-disabled:cursor-wait aria-disabled:opacity-60',
              pressed ? option.active : 'border-slate-600 bg-slate-900 text-slate-200 hover:bg-slate-800',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
