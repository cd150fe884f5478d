import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { Environment } from 'relay-runtime';
import { z } from 'zod';
import type { RolesPageQuery } from '../../__generated__/RolesPageQuery.graphql';
import { Field, inputClass } from '../../components/admin/Field';
import { RoleRow } from '../../components/admin/RoleRow';
import { cellClass, headClass, tableClass } from '../../components/admin/table';
import { toastFailure, toastSuccess } from '../../components/admin/toasts';
import { LoadingText } from '../../components/layout/LoadingText';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { useAddAdminRoleMutation } from '../../mutations/admin/useAdminRoleMutations';
import { adminLoader } from './loader';

// /admin/admins (admins and super admins): 'Admin Roles Management'. Only super admins may add,
// change or remove roles (README "Admin roles"), so only they see those controls.
const query = graphql`
  query RolesPageQuery {
    viewer {
      role
    }
    adminRoles(first: 100) @connection(key: "RolesPage_adminRoles") {
      __id
      edges {
        node {
          id
          ...RoleRow_assignment
        }
      }
    }
  }
`;

export const route = {
  loader: (environment: Environment) => adminLoader<RolesPageQuery>(environment, 'roles', query, () => ({}), 'network-only'),
  Component: RolesPage,
};

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

function RolesPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<RolesPageQuery> };
  return (
    <Suspense fallback={<LoadingText>Loading</LoadingText>}>
      <Roles queryRef={queryRef} />
    </Suspense>
  );
}

function Roles({ queryRef }: { queryRef: PreloadedQuery<RolesPageQuery> }) {
  const data = usePreloadedQuery<RolesPageQuery>(query, queryRef);
  const [adding, setAdding] = useState(false);
  const [add] = useAddAdminRoleMutation();
  const canManage = data.viewer?.role === 'SUPER_ADMIN';
  const connection = data.adminRoles;
  const onAdd = async (v: AddValues) => {
    try {
      toastSuccess(await add(v.email.trim(), v.role, [connection.__id]));
      setAdding(false);
    } catch (err) {
      toastFailure(err, 'Failed to add admin role');
    }
  };
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Admin Roles Management</h2>
        {canManage && <Button onClick={() => setAdding(true)}>Add Admin</Button>}
      </div>
      {!canManage && <p className="text-sm text-slate-400">Only super admins can add, change or remove roles.</p>}
      <table className={tableClass} aria-label="Admin roles">
        <thead className={headClass}>
          <tr>
            <th className={cellClass}>Username</th>
            <th className={cellClass}>Email</th>
            <th className={cellClass}>Role</th>
            {canManage && <th className={cellClass}>Actions</th>}
          </tr>
        </thead>
        <tbody>
          {connection.edges.map(({ node }) => (
            <RoleRow key={node.id} assignment={node} canManage={canManage} connectionId={connection.__id} />
          ))}
        </tbody>
      </table>
      {canManage && (
        <Dialog open={adding} onOpenChange={setAdding}>
          <DialogContent title="Add Admin">
            <AddAdminForm onSubmit={onAdd} />
          </DialogContent>
        </Dialog>
      )}
    </section>
  );
}
