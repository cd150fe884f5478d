import { graphql, useFragment } from 'react-relay';
import type { GroupMemberRow_member$key } from '../../__generated__/GroupMemberRow_member.graphql';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { ConfirmDialog } from './ConfirmDialog';

const joined = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * One member: username, role, joined date, and for the group's creator the e-mail address (the
 * server sends it to nobody else); the creator may remove other members.
 */
export function GroupMemberRow({
  member,
  canRemove,
  onRemove,
}: {
  member: GroupMemberRow_member$key;
  canRemove: boolean;
  onRemove: (memberId: string) => Promise<unknown>;
}) {
  const data = useFragment(
    graphql`
      fragment GroupMemberRow_member on GroupMember {
        id
        email
        role
        joinedAt
        user {
          id
          username
        }
      }
    `,
    member,
  );
  const name = data.user.username || data.email || 'Member without a username';
  const isCreator = data.role === 'CREATOR';
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-800 bg-slate-900/60 p-3" data-testid="group-member">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-white">{name}</span>
          <Badge variant={isCreator ? 'violet' : 'outline'}>{isCreator ? 'Creator' : 'Member'}</Badge>
        </div>
        {data.email && <p className="text-sm break-all text-slate-400">{data.email}</p>}
        <p className="text-xs text-slate-500">Joined {joined.format(new Date(data.joinedAt))}</p>
      </div>
      {canRemove && !isCreator && (
        <ConfirmDialog
          title="Remove member"
          description={`Remove ${name} from this group?`}
          confirmLabel="Remove"
          onConfirm={() => onRemove(data.id)}
          trigger={(open) => (
            <Button variant="outline" size="sm" onClick={open} aria-label={`Remove ${name}`}>
              Remove
            </Button>
          )}
        />
      )}
    </li>
  );
}
