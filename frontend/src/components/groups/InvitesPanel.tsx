import { useId, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { toast } from 'sonner';
import type { InvitesPanelQuery } from '../../__generated__/InvitesPanelQuery.graphql';
import { errorMessage } from '../../lib/errors';
import { useCreateGroupInviteMutation } from '../../mutations/useCreateGroupInviteMutation';
import { useDeleteGroupInviteMutation } from '../../mutations/useDeleteGroupInviteMutation';
import { Button } from '../ui/button';
import { errorClass, inputClass, labelClass } from './formStyles';
import { parseOptionalCount } from './groupForms';
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
  const [days, setDays] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [link, setLink] = useState<string>();
  const [create, creating] = useCreateGroupInviteMutation();
  const parsedDays = parseOptionalCount(days);
  const parsedUses = parseOptionalCount(maxUses);
  const daysError = submitted && 'error' in parsedDays ? 'Expiry must be a whole number of days, at least 1' : undefined;
  const usesError = submitted && 'error' in parsedUses ? 'Maximum uses must be a whole number, at least 1' : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if ('error' in parsedDays || 'error' in parsedUses || creating) return;
    try {
      const token = await create(
        { groupId, expiresInDays: parsedDays.value, maxUses: parsedUses.value },
        connection,
      );
      setLink(inviteLink(window.location.origin, token));
      setSubmitted(false);
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to generate invite link') });
    }
  };

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
          <div>
            <label htmlFor={`${id}-days`} className={labelClass}>
              Expires after (days)
            </label>
            <input
              id={`${id}-days`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder="Never"
              value={days}
              onChange={(e) => setDays(e.target.value)}
              aria-invalid={daysError ? true : undefined}
              aria-describedby={`${id}-days-hint${daysError ? ` ${id}-days-error` : ''}`}
              className={inputClass}
            />
            <p id={`${id}-days-hint`} className="mt-1 text-xs text-slate-500">
              Leave empty for a link that never expires.
            </p>
            {daysError && (
              <p id={`${id}-days-error`} role="alert" className={errorClass}>
                {daysError}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-uses`} className={labelClass}>
              Maximum uses
            </label>
            <input
              id={`${id}-uses`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              placeholder="Unlimited"
              value={maxUses}
              onChange={(e) => setMaxUses(e.target.value)}
              aria-invalid={usesError ? true : undefined}
              aria-describedby={`${id}-uses-hint${usesError ? ` ${id}-uses-error` : ''}`}
              className={inputClass}
            />
            <p id={`${id}-uses-hint`} className="mt-1 text-xs text-slate-500">
              Leave empty for unlimited uses.
            </p>
            {usesError && (
              <p id={`${id}-uses-error`} role="alert" className={errorClass}>
                {usesError}
              </p>
            )}
          </div>
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
