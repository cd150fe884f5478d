import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

// The one sign-in dialog of the page, opened from anywhere: the header button, a vote by an
// anonymous visitor, an invite screen. The dialog's code loads on first use.
const SignInDialog = lazy(() => import('./SignInDialog').then((m) => ({ default: m.SignInDialog })));

type SignInDialogApi = {
  open: () => void;
  /** From an invite screen: the dialog's title becomes 'Join {group}'. */
  openForInvite: (groupName: string) => void;
};

const SignInDialogContext = createContext<SignInDialogApi | null>(null);

export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const [isOpen, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [groupName, setGroupName] = useState<string | null>(null);
  const api = useMemo<SignInDialogApi>(
    () => ({
      open: () => {
        setGroupName(null);
        setUsed(true);
        setOpen(true);
      },
      openForInvite: (name: string) => {
        setGroupName(name);
        setUsed(true);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <SignInDialogContext value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <SignInDialog
            open={isOpen}
            onOpenChange={setOpen}
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

const NOOP: SignInDialogApi = { open: () => {}, openForInvite: () => {} };
