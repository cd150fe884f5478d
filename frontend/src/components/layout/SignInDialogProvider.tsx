import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { VoteType } from '../../lib/voteTally';
import { useSetVote } from '../../mutations/useSetVote';

// The one sign-in dialog of the page, opened from anywhere: the header button, a vote by an
// anonymous visitor, an invite screen. The dialog's code loads on first use.
const SignInDialog = lazy(() => import('./SignInDialog').then((m) => ({ default: m.SignInDialog })));

type SignInDialogApi = {
  open: () => void;
  /** From an invite screen: the dialog's title becomes 'Join {group}'. */
  openForInvite: (groupName: string) => void;
  /** A vote tapped while signed out: it is cast once the sign-in completes, dropped if cancelled. */
  openForVote: (setId: string, vote: VoteType) => void;
};

type PendingVote = { setId: string; vote: VoteType };

const SignInDialogContext = createContext<SignInDialogApi | null>(null);

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const [isOpen, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [groupName, setGroupName] = useState<string | null>(null);
  // The one vote waiting for this sign-in (only in memory: a reload or another tab forgets it).
  const pendingVote = useRef<PendingVote | null>(null);
  const [vote] = useSetVote();
  const api = useMemo<SignInDialogApi>(() => {
    const show = (name: string | null, pending: PendingVote | null) => {
      pendingVote.current = pending;
      setGroupName(name);
      setUsed(true);
      setOpen(true);
    };
    return {
      open: () => show(null, null),
      openForInvite: (name: string) => show(name, null),
      openForVote: (setId: string, chosen: VoteType) => show(null, { setId, vote: chosen }),
    };
  }, []);
  const afterSignIn = useCallback(async () => {
    const pending = pendingVote.current;
    pendingVote.current = null;
    // The vote as tapped (not toggled: signed out, no vote was shown as pressed).
    if (pending) await vote(pending.setId, pending.vote);
  }, [vote]);
  const onOpenChange = useCallback((next: boolean) => {
    // Closed without signing in: the tapped vote is dropped.
    if (!next) pendingVote.current = null;
    setOpen(next);
  }, []);
  return (
    <SignInDialogContext value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <SignInDialog
            open={isOpen}
            onOpenChange={onOpenChange}
            afterSignIn={afterSignIn}
            inviteToken={searchParams.get('invite')}
            groupName={groupName}
          />
        </Suspense>
      )}
    </SignInDialogContext>
  );
}

/** Opens the page's sign-in dialog. Outside a provider (isolated component tests) it does nothing. */
export function useSignInDialog(): SignInDialogApi {
  return useContext(SignInDialogContext) ?? NOOP;
}

const NOOP: SignInDialogApi = { open: () => {}, openForInvite: () => {}, openForVote: () => {} };
