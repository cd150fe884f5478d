import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/errors';
import { useCreateGroupMutation } from '../../mutations/useCreateGroupMutation';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog';
import { TextAreaField, TextField } from '../form/Field';
import { useZodForm } from '../form/useZodForm';
import { groupSchema } from './groupForms';

/** 'Create Group': name (required) and description (optional); opens the new group on success. */
export function CreateGroupDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>Create Group</Button>
      </DialogTrigger>
      <DialogContent title="Create Group" description="Start a group to compare votes with your friends.">
        {open && <CreateGroupForm onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

export function CreateGroupForm({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [create, creating] = useCreateGroupMutation();
  const { register, handleSubmit, formState } = useZodForm(groupSchema, { name: '', description: '' });

  const onSubmit = handleSubmit(async (input) => {
    if (creating) return;
    try {
      const group = await create(input);
      toast.success('Success', { description: 'Group created successfully' });
      onDone();
      navigate(`/groups/${encodeURIComponent(group.id)}`);
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to create group') });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Group name"
        error={formState.errors.name?.message}
        autoFocus
        maxLength={100}
        placeholder="Festival crew"
        {...register('name')}
      />
      <TextAreaField label="Description (optional)" maxLength={500} rows={3} {...register('description')} />
      <Button type="submit" className="w-full" disabled={creating}>
        {creating ? 'Creating...' : 'Create Group'}
      </Button>
    </form>
  );
}
