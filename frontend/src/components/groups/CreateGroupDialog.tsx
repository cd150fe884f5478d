import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors';
import { useCreateGroupMutation } from '../../mutations/useCreateGroupMutation';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../ui/dialog';
import { errorClass, inputClass, labelClass } from './formStyles';
import { groupInput, validateGroupName } from './groupForms';

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
  const id = useId();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [create, creating] = useCreateGroupMutation();
  const error = submitted ? validateGroupName(name) : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateGroupName(name) || creating) return;
    try {
      const group = await create(groupInput(name, description));
      toast.success('Success', { description: 'Group created successfully' });
      onDone();
      navigate(`/groups/${encodeURIComponent(group.id)}`);
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to create group') });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>
          Group name
        </label>
        <input
          id={`${id}-name`}
          autoFocus
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-name-error` : undefined}
          className={inputClass}
          placeholder="Festival crew"
        />
        {error && (
          <p id={`${id}-name-error`} role="alert" className={errorClass}>
            {error}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-description`} className={labelClass}>
          Description (optional)
        </label>
        <textarea
          id={`${id}-description`}
          value={description}
          maxLength={500}
          rows={3}
          onChange={(e) => setDescription(e.target.value)}
          className={inputClass}
        />
      </div>
      <Button type="submit" className="w-full" disabled={creating}>
        {creating ? 'Creating...' : 'Create Group'}
      </Button>
    </form>
  );
}
