import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { UserMenu_viewer$key } from '../../__generated__/UserMenu_viewer.graphql';
import { errorMessage } from '../../lib/errors';
import { displayName, initials } from '../../lib/greeting';
import { useSignOutMutation } from '../../mutations/useSignOutMutation';
import { AvatarButton } from './UserMenuTrigger';

const itemClass =
  'flex cursor-pointer items-center rounded-md px-2 py-1.5 text-sm text-slate-200 outline-none select-none ' +
  'data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-slate-800 data-[highlighted]:text-white';

/** The signed-in user's dropdown: who they are, Profile, Settings (not yet), Admin Dashboard (the Core team: any admin role), Sign out. */
export function UserMenu({ viewer, defaultOpen }: { viewer: UserMenu_viewer$key; defaultOpen?: boolean }) {
  const data = useFragment(
    graphql`
      fragment UserMenu_viewer on Viewer {
        email
        canEditArtists
        user {
          username
        }
      }
    `,
    viewer,
  );
  const navigate = useNavigate();
  const [signOut, signingOut] = useSignOutMutation();
  const who = { username: data.user.username, email: data.email };

  const onSignOut = async () => {
    try {
      await signOut();
      toast.success('Signed out', { description: 'See you at the festival!' });
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'Failed to sign out') });
    }
  };

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <AvatarButton initials={initials(who)} name={displayName(who)} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-slate-700 bg-slate-900 p-1 text-slate-100 shadow-xl"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <p className="truncate text-sm font-medium text-white">{displayName(who)}</p>
            <p className="truncate text-xs text-slate-400">{data.email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-700" />
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/profile')}>
            Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} disabled>
            Settings
          </DropdownMenu.Item>
          {data.canEditArtists && (
            <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/admin')}>
              Admin Dashboard
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-700" />
          <DropdownMenu.Item className={itemClass} disabled={signingOut} onSelect={() => void onSignOut()}>
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
