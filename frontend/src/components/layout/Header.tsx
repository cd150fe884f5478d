import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useParams } from 'react-router';
import type { Header_viewer$key } from '../../__generated__/Header_viewer.graphql';
import { PRODUCT_NAME } from '../../lib/brand';
import { greeting } from '../../lib/greeting';
import { editionBasePath } from '../../lib/host';
import { useHost } from '../../lib/useHost';
import { Button } from '../ui/button';
import { HeaderFestivalLogo } from '../HeaderFestivalLogo';
import { HeaderBackButton } from './HeaderBackButton';
import { useSignInDialog } from './SignInDialogProvider';
import { SyncStatus } from '../../offline/SyncStatus';
import { UserMenuTrigger } from './UserMenuTrigger';
import { NotificationBell } from '../notify/NotificationBell';

// The menu (Radix) loads on first use, keeping it out of the initial bundle (so does the sign-in
// dialog, in SignInDialogProvider).
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/**
 * Fixed top header: the optional Back button (routes with `handle.back`), the product title (to the
 * edition base path, else home); for signed-in users a greeting (not on mobile), 'Groups' and the
 * user menu; for anonymous visitors the sign-in button.
 * `pending`: the viewer is still loading, so neither is shown yet.
 */
export function Header({ viewer, pending }: { viewer: Header_viewer$key | null; pending?: boolean }) {
  const host = useHost();
  const params = useParams();
  const festivalSlug = params.festivalSlug ?? (host.kind === 'festival' ? host.festivalSlug : undefined);
  const home = festivalSlug && params.editionSlug ? editionBasePath(festivalSlug, params.editionSlug, host) : '/';

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-14 border-b border-slate-800 bg-slate-950/90 backdrop-blur">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-3 px-4">
        <div className="flex min-w-0 items-center gap-1">
          <HeaderBackButton />
          <Link
            to={home}
            className="flex min-h-11 min-w-0 items-center gap-2 rounded-md text-base font-bold tracking-tight text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
          >
            <img src="/favicon.svg" alt="" className="h-7 w-7" />
            <span className="truncate">{PRODUCT_NAME}</span>
            <HeaderFestivalLogo />
          </Link>
        </div>
        {viewer ? (
          <SignedInControls viewer={viewer} />
        ) : (
          <div className="flex items-center gap-3">
            <SyncStatus userId={null} />
            {pending ? null : <SignInButton />}
          </div>
        )}
      </div>
    </header>
  );
}

function SignedInControls({ viewer }: { viewer: Header_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment Header_viewer on Viewer {
        email
        pendingGroupInvitationCount
        unreadNotificationCount
        user {
          id
          username
        }
        ...UserMenuTrigger_viewer
        ...UserMenu_viewer
      }
    `,
    viewer,
  );
  const [menuUsed, setMenuUsed] = useState(false);
  const trigger = <UserMenuTrigger viewer={data} onActivate={() => setMenuUsed(true)} />;
  return (
    <div className="flex items-center gap-2 md:gap-3">
      <SyncStatus userId={data.user.id} />
      <span className="hidden truncate text-sm text-slate-300 md:inline" data-testid="greeting">
        {greeting(new Date(), { username: data.user.username, email: data.email })}
      </span>
      <Button asChild variant="outline" size="sm">
        <Link to="/groups">
          Groups
          <InvitationCount count={data.pendingGroupInvitationCount} />
        </Link>
      </Button>
      <NotificationBell userId={data.user.id} unread={data.unreadNotificationCount} />
      {menuUsed ? (
        <Suspense fallback={trigger}>
          <UserMenu viewer={data} defaultOpen />
        </Suspense>
      ) : (
        trigger
      )}
    </div>
  );
}

/** The number of group invitations waiting for the viewer's answer (nothing when none). */
export function InvitationCount({ count }: { count: number }) {
  if (count <= 0) return null;
  const label = `${count} pending ${count === 1 ? 'invitation' : 'invitations'}`;
  return (
    <span
      data-testid="invitation-count"
      title={label}
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-violet-600 px-1.5 text-xs font-semibold text-white"
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">, {label}</span>
    </span>
  );
}

function SignInButton() {
  // The page's one sign-in dialog (SignInDialogProvider): votes by anonymous visitors open it too.
  const signIn = useSignInDialog();
  return (
    <Button size="sm" onClick={signIn.open}>
      <span className="hidden md:inline">Sign In / Sign Up</span>
      <span className="md:hidden">Sign In</span>
    </Button>
  );
}
