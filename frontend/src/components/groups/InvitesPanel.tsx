import { useId, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { toast } from '../../lib/toast';
import type { InvitesPanelQuery } from '../../__generated__/InvitesPanelQuery.graphql';
import { errorMessage } from '../../lib/errors';
import { useCreateGroupInviteMutation } from '../../mutations/useCreateGroupInviteMutation';
import { useDeleteGroupInviteMutation } from '../../mutations/useDeleteGroupInviteMutation';
import { inputClass, labelClass, TextField } from '../form/Field';
import { useZodForm } from '../form/useZodForm';
import { Button } from '../ui/button';
import { inviteSchema } from './groupForms';
import { inviteLink } from './inviteText';
import { InviteRow } from './InviteRow';

// Invites are the creator's only (FORBIDDEN for others), so they are asked for here, when the
// creator opens the tab, and not in the group page's query.
const query = graphql`
  query InvitesPanelQuery($groupId: ID!) {
    node(id: $groupId) {
      ... on Group {
        invites(first: 50) @connection(key: "InvitesPanel_invites") {
          __id
          edges {
            node {
              id
              status
              ...InviteRow_invite
            }
          }
        }
      }
    }
  }
`;

/** The Invite Links tab: generate a link (shown once), list and delete active invites. */
export function InvitesPanel({ groupId }: { groupId: string }) {
  const data = useLazyLoadQuery<InvitesPanelQuery>(query, { groupId }, { fetchPolicy: 'store-and-network' });
  const [remove] = useDeleteGroupInviteMutation();
  const invites = data.node?.invites;
  if (!invites) return <p className="text-slate-400">Failed to fetch group invites</p>;
  const connection = invites.__id;
  // A used-up invite can never work again: it is not "active" (expired ones stay listed, with
  // their badge, so the creator can still delete them).
  const active = invites.edges.filter((e) => e.node.status !== 'OVERUSED');

  const onDelete = async (inviteId: string) => {
    try {
      await remove(inviteId, connection);
      toast.success('Success', { description: 'Invite deleted successfully' });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to delete invite') });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <GenerateInviteForm groupId={groupId} connection={connection} />
      <section aria-labelledby="active-invites" className="flex flex-col gap-2">
        <h3 id="active-invites" className="text-lg font-semibold text-white">
          Active invites
        </h3>
        {active.length === 0 ? (
          <p className="py-4 text-slate-400">No active invites. Generate one above to get started.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {active.map((e) => (
              <InviteRow key={e.node.id} invite={e.node} onDelete={onDelete} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function GenerateInviteForm({ groupId, connection }: { groupId: string; connection: string }) {
  const id = useId();
  const [link, setLink] = useState<string>();
  const [create, creating] = useCreateGroupInviteMutation();
  const { register, handleSubmit, formState } = useZodForm(inviteSchema, { expiresInDays: '', maxUses: '' });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (input) => {
    if (creating) return;
    try {
      const token = await create({ groupId, ...input }, connection);
      setLink(inviteLink(window.location.origin, token));
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to generate invite link') });
    }
  });

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Invite link copied to clipboard!');
    } catch {
      toast.error('Failed to copy link');
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={onSubmit} className="rounded-lg border border-slate-800 bg-slate-900/60 p-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Expires after (days)"
            hint="Leave empty for a link that never expires."
            error={errors.expiresInDays?.message}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="Never"
            {...register('expiresInDays')}
          />
          <TextField
            label="Maximum uses"
            hint="Leave empty for unlimited uses."
            error={errors.maxUses?.message}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="Unlimited"
            {...register('maxUses')}
          />
        </div>
        <Button type="submit" className="mt-4 w-full sm:w-auto" disabled={creating}>
          {creating ? 'Generating...' : 'Generate invite link'}
        </Button>
      </form>
      {link && (
        <div className="rounded-lg border border-violet-500/40 bg-violet-950/30 p-4" role="status">
          <label htmlFor={`${id}-link`} className={labelClass}>
            Invite link
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={`${id}-link`}
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              className={`${inputClass} font-mono text-sm`}
              data-testid="invite-link"
            />
            <Button className="mt-1 shrink-0" onClick={() => void copy()}>
              Copy
            </Button>
          </div>
          <p className="mt-2 text-sm text-violet-200">Copy the link now: for your security it is shown only once.</p>
        </div>
      )}
    </div>
  );
}
