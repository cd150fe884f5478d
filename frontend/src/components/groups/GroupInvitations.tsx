import { graphql, useFragment } from 'react-relay';
import { toast } from '../../lib/toast';
import type { GroupInvitations_viewer$key } from '../../__generated__/GroupInvitations_viewer.graphql';
import { errorMessage } from '../../lib/errors';
import {
  useAcceptGroupInvitationMutation,
  useDeclineGroupInvitationMutation,
} from '../../mutations/useAnswerGroupInvitationMutations';
import { Button } from '../ui/button';

const invitedOn = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * Invitations into groups waiting for the viewer's answer. Nothing of the viewer is shared with
 * a group until they accept; declining removes the invitation. Shows nothing when there are none.
 */
export function GroupInvitations({ viewer }: { viewer: GroupInvitations_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment GroupInvitations_viewer on Viewer {
        pendingGroupInvitations(first: 50) @connection(key: "GroupInvitations_pendingGroupInvitations") {
          __id
          edges {
            node {
              id
              groupName
              inviterUsername
              createdAt
            }
          }
        }
      }
    `,
    viewer,
  );
  const [accept, accepting] = useAcceptGroupInvitationMutation();
  const [decline, declining] = useDeclineGroupInvitationMutation();
  const connection = data.pendingGroupInvitations.__id;
  const invitations = data.pendingGroupInvitations.edges.map((e) => e.node);
  if (invitations.length === 0) return null;
  const busy = accepting || declining;

  const onAccept = async (id: string, groupName: string) => {
    try {
      await accept(id, connection);
      toast.success('Success', { description: `You joined ${groupName}` });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to accept invitation') });
    }
  };
  const onDecline = async (id: string, groupName: string) => {
    try {
      await decline(id, connection);
      toast.success('Success', { description: `Invitation to ${groupName} declined` });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to decline invitation') });
    }
  };

  return (
    <section aria-labelledby="group-invitations" className="rounded-lg border border-violet-500/40 bg-violet-950/30 p-4">
      <h2 id="group-invitations" className="text-lg font-semibold text-white">
        Invitations
      </h2>
      <p className="mb-3 text-sm text-slate-400">Your votes and notes are shared with a group only once you accept.</p>
      <ul className="flex flex-col gap-2">
        {invitations.map((inv) => (
          <li
            key={inv.id}
            data-testid="group-invitation"
            className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-800 bg-slate-900/60 p-3"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium break-all text-white">{inv.groupName}</p>
              <p className="text-sm text-slate-400">
                Invited by {inv.inviterUsername ?? "the group's creator"} on {invitedOn.format(new Date(inv.createdAt))}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                size="sm"
                disabled={busy}
                onClick={() => void onAccept(inv.id, inv.groupName)}
                aria-label={`Accept invitation to ${inv.groupName}`}
              >
                Accept
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => void onDecline(inv.id, inv.groupName)}
                aria-label={`Decline invitation to ${inv.groupName}`}
              >
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
