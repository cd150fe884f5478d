import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { z } from 'zod';
import type { AdminRole, RolesPageQuery } from '../../__generated__/RolesPageQuery.graphql';
import type { RolesPageAddMutation } from '../../__generated__/RolesPageAddMutation.graphql';
import type { RolesPageChangeMutation } from '../../__generated__/RolesPageChangeMutation.graphql';
import type { RolesPageRemoveMutation } from '../../__generated__/RolesPageRemoveMutation.graphql';
import { SmallBadge } from '../../components/admin/Badge';
import { Field, inputClass } from '../../components/admin/Field';
import { toastFailure, toastSuccess } from '../../components/admin/toasts';
import { useFetchKey } from '../../components/admin/useFetchKey';
import { ConfirmDialog } from '../../components/groups/ConfirmDialog';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { commitAsync } from '../../mutations/commitAsync';

const roleLabel: Record<string, string> = { SUPER_ADMIN: 'super_admin', ADMIN: 'admin', MODERATOR: 'moderator' };

const addSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address'),
  role: z.enum(['MODERATOR', 'ADMIN']),
});
type AddValues = z.infer<typeof addSchema>;

function AddAdminForm({ onSubmit }: { onSubmit: (v: AddValues) => Promise<void> }) {
  const form = useForm<AddValues>({ resolver: zodResolver(addSchema), defaultValues: { email: '', role: 'MODERATOR' } });
  const { register, formState } = form;
  return (
    <form className="space-y-4" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Field label="Email" error={formState.errors.email?.message}>
        <input className={inputClass} type="email" {...register('email')} />
      </Field>
      <Field label="Role">
        <select className={inputClass} {...register('role')}>
          <option value="MODERATOR">moderator</option>
          <option value="ADMIN">admin</option>
        </select>
      </Field>
      <Button type="submit" disabled={formState.isSubmitting}>
        Add Admin
      </Button>
    </form>
  );
}

/** /admin/admins: 'Admin Roles Management' (changes by super admins; super_admin rows locked). */
export default function RolesPage() {
  const [fetchKey, refresh] = useFetchKey();
  const data = useLazyLoadQuery<RolesPageQuery>(
    graphql`
      query RolesPageQuery {
        adminRoles(first: 100) {
          edges {
            node {
              id
              role
              username
              email
              createdAt
              canChange
            }
          }
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const [adding, setAdding] = useState(false);
  const [add] = useMutation<RolesPageAddMutation>(graphql`
    mutation RolesPageAddMutation($input: AddAdminRoleInput!) {
      addAdminRole(input: $input) {
        message
      }
    }
  `);
  const [change] = useMutation<RolesPageChangeMutation>(graphql`
    mutation RolesPageChangeMutation($input: ChangeAdminRoleInput!) {
      changeAdminRole(input: $input) {
        message
        assignment {
          id
          role
        }
      }
    }
  `);
  const [remove] = useMutation<RolesPageRemoveMutation>(graphql`
    mutation RolesPageRemoveMutation($input: RemoveAdminRoleInput!) {
      removeAdminRole(input: $input) {
        message
      }
    }
  `);
  const onAdd = async (v: AddValues) => {
    try {
      const res = await commitAsync(add, { variables: { input: { email: v.email.trim(), role: v.role } } });
      toastSuccess(res.addAdminRole.message);
      setAdding(false);
      refresh();
    } catch (err) {
      toastFailure(err, 'Failed to add admin role');
    }
  };
  const onChange = async (id: string, role: AdminRole) => {
    try {
      const res = await commitAsync(change, { variables: { input: { id, role } } });
      toastSuccess(res.changeAdminRole.message);
      refresh();
    } catch (err) {
      toastFailure(err, 'Failed to update admin role');
    }
  };
  const onRemove = async (id: string) => {
    try {
      const res = await commitAsync(remove, { variables: { input: { id } } });
      toastSuccess(res.removeAdminRole.message);
      refresh();
    } catch (err) {
      toastFailure(err, 'Failed to remove admin role');
    }
  };
  return (
    <section className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">Admin Roles Management</h2>
        <Button onClick={() => setAdding(true)}>Add Admin</Button>
      </div>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Admin roles table">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-400">
            <tr>
              <th className="p-2">Username</th>
              <th className="p-2">Email</th>
              <th className="p-2">Role</th>
              <th className="p-2">Actions</th>
            </tr>
          </thead>
          <tbody>
            {data.adminRoles.edges.map(({ node }) => (
              <tr key={node.id} className="border-t border-slate-800">
                <td className="p-2">{node.username ?? <span className="text-slate-500">No username</span>}</td>
                <td className="p-2">{node.email}</td>
                <td className="p-2">
                  {node.canChange ? (
                    <select
                      aria-label={`Role of ${node.email}`}
                      className={inputClass}
                      value={node.role}
                      onChange={(e) => void onChange(node.id, e.target.value as AdminRole)}
                    >
                      <option value="MODERATOR">moderator</option>
                      <option value="ADMIN">admin</option>
                    </select>
                  ) : (
                    <SmallBadge tone="amber">{roleLabel[node.role] ?? node.role}</SmallBadge>
                  )}
                </td>
                <td className="p-2">
                  {node.canChange ? (
                    <ConfirmDialog
                      trigger={(open) => (
                        <Button size="sm" variant="destructive" onClick={open}>
                          Remove
                        </Button>
                      )}
                      title="Remove admin role"
                      description={`Are you sure you want to remove the ${roleLabel[node.role]} role of ${node.email}?`}
                      confirmLabel="Remove"
                      onConfirm={() => onRemove(node.id)}
                    />
                  ) : (
                    <span className="text-xs text-slate-500">Locked</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent title="Add Admin">
          <AddAdminForm onSubmit={onAdd} />
        </DialogContent>
      </Dialog>
    </section>
  );
}
