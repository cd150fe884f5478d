import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { toast } from '../../lib/toast';
import type { GroupMembers_group$key } from '../../__generated__/GroupMembers_group.graphql';
import { errorMessage } from '../../lib/errors';
import { useAddGroupMemberMutation } from '../../mutations/useAddGroupMemberMutation';
import { useRemoveGroupMemberMutation } from '../../mutations/useRemoveGroupMemberMutation';
import { Field, inputClass } from '../form/Field';
import { useZodForm } from '../form/useZodForm';
import { Button } from '../ui/button';
import { memberSchema } from './groupForms';
import { GroupMemberRow } from './GroupMemberRow';

/**
 * The Members tab: members earliest first; the creator invites people by username or e-mail
 * (they join by accepting) and removes members.
 */
export function GroupMembers({ group }: { group: GroupMembers_group$key }) {
  const data = useFragment(
    graphql`
      fragment GroupMembers_group on Group {
        id
        isCreator
        members(first: 100) @connection(key: "GroupMembers_members") {
          __id
          edges {
            node {
              id
              ...GroupMemberRow_member
            }
          }
        }
      }
    `,
    group,
  );
  const [remove] = useRemoveGroupMemberMutation();
  const connection = data.members.__id;
  const members = data.members.edges.map((e) => e.node);

  const onRemove = async (memberId: string) => {
    try {
      await remove(data.id, memberId, connection);
      toast.success('Success', { description: 'Member removed from group successfully' });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to remove member from group') });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {data.isCreator && <AddMemberForm groupId={data.id} />}
      {members.length === 0 ? (
        <p className="py-6 text-center text-slate-400">No members found</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Members">
          {members.map((m) => (
            <GroupMemberRow key={m.id} member={m} canRemove={data.isCreator} onRemove={onRemove} />
          ))}
        </ul>
      )}
    </div>
  );
}

function AddMemberForm({ groupId }: { groupId: string }) {
  const [answer, setAnswer] = useState<string | null>(null);
  const [add, adding] = useAddGroupMemberMutation();
  const { register, handleSubmit, formState, reset } = useZodForm(memberSchema, { usernameOrEmail: '' });

  const onSubmit = handleSubmit(async (input) => {
    if (adding) return;
    setAnswer(null);
    try {
      const message = await add(groupId, input.usernameOrEmail);
      toast.success('Success', { description: message });
      setAnswer(message);
      reset();
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to invite user to group') });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="rounded-lg border border-slate-800 bg-slate-900/60 p-4">
      <Field label="Invite by username or email" error={formState.errors.usernameOrEmail?.message}>
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              {...register('usernameOrEmail')}
              {...control}
              autoComplete="off"
              placeholder="username or friend@example.com"
              className={inputClass}
            />
            <Button type="submit" className="mt-1 shrink-0" disabled={adding}>
              {adding ? 'Inviting...' : 'Add member'}
            </Button>
          </div>
        )}
      </Field>
      <p role="status" className="mt-2 text-sm text-slate-300" data-testid="add-member-answer">
        {answer ?? 'They join once they accept your invitation.'}
      </p>
    </form>
  );
}
