import { graphql, useFragment } from 'react-relay';
import type { InviteRow_invite$key } from '../../__generated__/InviteRow_invite.graphql';
import { Button } from '../ui/button';
import { ConfirmDialog } from './ConfirmDialog';
import { InviteStatusBadge, inviteUses } from './InviteStatusBadge';

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** One invite: status, uses, expiry, creation (its link is not shown: the server keeps only a hash). */
export function InviteRow({
  invite,
  onDelete,
}: {
  invite: InviteRow_invite$key;
  onDelete: (inviteId: string) => Promise<unknown>;
}) {
  const data = useFragment(
    graphql`
      fragment InviteRow_invite on GroupInvite {
        id
        createdAt
        expiresAt
        maxUses
        usedCount
        status
      }
    `,
    invite,
  );
  const created = dateTime.format(new Date(data.createdAt));
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-800 bg-slate-900/60 p-3" data-testid="group-invite">
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <InviteStatusBadge status={data.status} />
          <span className="text-slate-300">Created {created}</span>
        </div>
        <p className="mt-1 text-slate-400">
          Uses: {inviteUses(data.usedCount, data.maxUses)} · {data.expiresAt ? `Expires ${dateTime.format(new Date(data.expiresAt))}` : 'Never expires'}
        </p>
      </div>
      <ConfirmDialog
        title="Delete invite"
        description="Delete this invite link? People who have it will no longer be able to join."
        confirmLabel="Delete"
        onConfirm={() => onDelete(data.id)}
        trigger={(open) => (
          <Button variant="outline" size="sm" onClick={open} aria-label={`Delete invite created ${created}`}>
            Delete
          </Button>
        )}
      />
    </li>
  );
}
