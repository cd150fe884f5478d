import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { errorMessage } from '../../lib/errors';
import { useDeleteGroupMutation } from '../../mutations/useDeleteGroupMutation';
import { useLeaveGroupMutation } from '../../mutations/useLeaveGroupMutation';
import { Button } from '../ui/button';
import { ConfirmDialog } from './ConfirmDialog';

/** The creator deletes the group; other members leave it. Both go back to /groups. */
export function GroupActions({ groupId, name, isCreator }: { groupId: string; name: string; isCreator: boolean }) {
  const navigate = useNavigate();
  const [remove] = useDeleteGroupMutation();
  const [leave] = useLeaveGroupMutation();

  if (isCreator) {
    return (
      <ConfirmDialog
        title="Delete group"
        description={`Are you sure you want to delete "${name}"? This action cannot be undone.`}
        confirmLabel="Delete group"
        onConfirm={async () => {
          try {
            await remove(groupId);
            toast.success('Success', { description: 'Group deleted successfully' });
            navigate('/groups', { replace: true });
          } catch (err) {
            toast.error('Error', { description: errorMessage(err, 'Failed to delete group') });
          }
        }}
        trigger={(open) => (
          <Button variant="destructive" size="sm" onClick={open}>
            Delete group
          </Button>
        )}
      />
    );
  }
  return (
    <ConfirmDialog
      title="Leave group"
      description={`Are you sure you want to leave "${name}"? You will need a new invite to join again.`}
      confirmLabel="Leave group"
      onConfirm={async () => {
        try {
          await leave(groupId);
          toast.success('Success', { description: 'Left group successfully' });
          navigate('/groups', { replace: true });
        } catch (err) {
          toast.error('Error', { description: errorMessage(err, 'Failed to leave group') });
        }
      }}
      trigger={(open) => (
        <Button variant="outline" size="sm" onClick={open}>
          Leave group
        </Button>
      )}
    />
  );
}
