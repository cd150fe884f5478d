import { graphql, useFragment } from 'react-relay';
import type { AdminRole, RoleRow_assignment$key } from '../../__generated__/RoleRow_assignment.graphql';
import { useChangeAdminRoleMutation, useRemoveAdminRoleMutation } from '../../mutations/admin/useAdminRoleMutations';
import { ConfirmDialog } from '../groups/ConfirmDialog';
import { Button } from '../ui/button';
import { SmallBadge } from './Badge';
import { inputClass } from './Field';
import { actionsClass, cellClass, rowClass, titleCellClass } from './table';
import { toastFailure, toastSuccess } from './toasts';

export const roleLabel: Record<string, string> = { SUPER_ADMIN: 'super_admin', ADMIN: 'admin', MODERATOR: 'moderator' };

type Props = { assignment: RoleRow_assignment$key; canManage: boolean; connectionId: string };

/**
 * One admin role. A super admin (canManage) may switch it between moderator and admin or remove
 * it, except a super_admin role (Locked); everyone else sees the role only.
 */
export function RoleRow({ assignment, canManage, connectionId }: Props) {
  const node = useFragment(
    graphql`
      fragment RoleRow_assignment on AdminRoleAssignment {
        id
        role
        username
        email
        canChange
      }
    `,
    assignment,
  );
  const [change] = useChangeAdminRoleMutation();
  const [remove] = useRemoveAdminRoleMutation();
  const editable = canManage && node.canChange;
  const onChange = async (role: AdminRole) => {
    try {
      toastSuccess(await change(node.id, role));
    } catch (err) {
      toastFailure(err, 'Failed to update admin role');
    }
  };
  return (
    <tr className={rowClass}>
      <td className={titleCellClass}>{node.username ?? <span className="text-slate-500">No username</span>}</td>
      <td className={`${cellClass} break-all`}>{node.email}</td>
      <td className={cellClass}>
        {editable ? (
          <select
            aria-label={`Role of ${node.email}`}
            className={inputClass}
            value={node.role}
            onChange={(e) => void onChange(e.target.value as AdminRole)}
          >
            <option value="MODERATOR">moderator</option>
            <option value="ADMIN">admin</option>
          </select>
        ) : (
          <SmallBadge tone={node.role === 'SUPER_ADMIN' ? 'amber' : 'slate'}>{roleLabel[node.role] ?? node.role}</SmallBadge>
        )}
      </td>
      {canManage && (
        <td className={cellClass}>
          {editable ? (
            <div className={actionsClass}>
              <ConfirmDialog
                trigger={(open) => (
                  <Button size="sm" variant="destructive" onClick={open}>
                    Remove
                  </Button>
                )}
                title="Remove admin role"
                description={`Are you sure you want to remove the ${roleLabel[node.role]} role of ${node.email}?`}
                confirmLabel="Remove"
                onConfirm={async () => {
                  try {
                    toastSuccess(await remove(node.id, [connectionId]));
                  } catch (err) {
                    toastFailure(err, 'Failed to remove admin role');
                  }
                }}
              />
            </div>
          ) : (
            <span className="text-xs text-slate-500">Locked</span>
          )}
        </td>
      )}
    </tr>
  );
}
