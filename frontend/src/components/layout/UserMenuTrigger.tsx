import type { ComponentPropsWithRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { UserMenuTrigger_viewer$key } from '../../__generated__/UserMenuTrigger_viewer.graphql';
import { displayName, initials } from '../../lib/greeting';
import { cn } from '../../lib/cn';

type AvatarButtonProps = ComponentPropsWithRef<'button'> & { initials: string; name: string };

/** The round avatar button that opens the user menu (also the Radix trigger, via asChild). */
export function AvatarButton({ initials, name, className, ...props }: AvatarButtonProps) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      className={cn(
        'flex h-11 w-11 items-center justify-center rounded-full bg-violet-600 text-sm font-semibold text-white',
        'hover:bg-violet-500 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:ring-offset-2',
        'focus-visible:ring-offset-slate-950 focus-visible:outline-none',
        className,
      )}
      {...props}
    >
      {/* The name is text, not aria-label: a label must contain the visible initials (WCAG 2.5.3). */}
      <span aria-hidden="true">{initials}</span>
      <span className="sr-only">User menu for {name}</span>
    </button>
  );
}

/**
 * The avatar before the menu's code has loaded: activating it (click, Enter, Space) loads the
 * Radix menu, which mounts open in its place.
 */
export function UserMenuTrigger({ viewer, onActivate }: { viewer: UserMenuTrigger_viewer$key; onActivate: () => void }) {
  const data = useFragment(
    graphql`
      fragment UserMenuTrigger_viewer on Viewer {
        email
        user {
          username
        }
      }
    `,
    viewer,
  );
  const who = { username: data.user.username, email: data.email };
  return <AvatarButton initials={initials(who)} name={displayName(who)} aria-expanded={false} onClick={onActivate} />;
}
