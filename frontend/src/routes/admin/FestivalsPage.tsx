import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link } from 'react-router';
import type { FestivalsPageCreateMutation } from '../../__generated__/FestivalsPageCreateMutation.graphql';
import type { FestivalsPageDeleteMutation } from '../../__generated__/FestivalsPageDeleteMutation.graphql';
import type { FestivalsPageQuery } from '../../__generated__/FestivalsPageQuery.graphql';
import type { FestivalsPageUpdateMutation } from '../../__generated__/FestivalsPageUpdateMutation.graphql';
import { DraftBadge } from '../../components/admin/Badge';
import { FestivalForm, type FestivalValues } from '../../components/admin/FestivalForm';
import { LogoControls } from '../../components/admin/LogoControls';
import { toastFailure, toastSuccess } from '../../components/admin/toasts';
import { useFetchKey } from '../../components/admin/useFetchKey';
import { ConfirmDialog } from '../../components/groups/ConfirmDialog';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { commitAsync } from '../../mutations/commitAsync';

type Festival = FestivalsPageQuery['response']['festivals']['edges'][number]['node'];

/** /admin/festivals: the festivals table, add, edit, delete, logos. */
export default function FestivalsPage() {
  const [fetchKey, refresh] = useFetchKey();
  const data = useLazyLoadQuery<FestivalsPageQuery>(
    graphql`
      query FestivalsPageQuery {
        festivals(first: 100) {
          edges {
            node {
              id
              name
              slug
              description
              websiteUrl
              logoUrl
              published
            }
          }
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Festival | null>(null);
  const [create] = useMutation<FestivalsPageCreateMutation>(graphql`
    mutation FestivalsPageCreateMutation($input: CreateFestivalInput!) {
      createFestival(input: $input) {
        festival {
          id
        }
      }
    }
  `);
  const [update] = useMutation<FestivalsPageUpdateMutation>(graphql`
    mutation FestivalsPageUpdateMutation($input: UpdateFestivalInput!) {
      updateFestival(input: $input) {
        festival {
          id
          name
          slug
          description
          websiteUrl
          published
        }
      }
    }
  `);
  const [remove] = useMutation<FestivalsPageDeleteMutation>(graphql`
    mutation FestivalsPageDeleteMutation($input: DeleteFestivalInput!) {
      deleteFestival(input: $input) {
        deletedFestivalId
      }
    }
  `);

  const onCreate = async (v: FestivalValues) => {
    try {
      await commitAsync(create, { variables: { input: v } });
      toastSuccess('Festival created successfully');
      setAdding(false);
      refresh();
    } catch (err) {
      toastFailure(err, 'Failed to create festival');
    }
  };
  const onUpdate = async (id: string, v: FestivalValues) => {
    try {
      await commitAsync(update, { variables: { input: { festivalId: id, ...v } } });
      toastSuccess('Festival updated successfully');
      setEditing(null);
      refresh();
    } catch (err) {
      toastFailure(err, 'Failed to update festival');
    }
  };
  const onDelete = async (id: string) => {
    try {
      await commitAsync(remove, { variables: { input: { festivalId: id } } });
      toastSuccess('Festival deleted successfully');
      refresh();
    } catch (err) {
      toastFailure(err, 'Failed to delete festival');
    }
  };

  const festivals = data.festivals.edges.map((e) => e.node);
  return (
    <section className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">Festivals</h2>
        <Button onClick={() => setAdding(true)}>Add Festival</Button>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-400">
            <tr>
              <th className="p-2">Name</th>
              <th className="p-2">Slug</th>
              <th className="p-2">Status</th>
              <th className="p-2">Logo</th>
              <th className="p-2">Actions</th>
            </tr>
          </thead>
          <tbody>
            {festivals.map((f) => (
              <tr key={f.id} className="border-t border-slate-800">
                <td className="p-2">
                  <Link className="text-violet-300 hover:underline" to={`/admin/festivals/${encodeURIComponent(f.id)}`}>
                    {f.name}
                  </Link>
                </td>
                <td className="p-2 font-mono text-xs">{f.slug}</td>
                <td className="p-2">{f.published ? 'Published' : <DraftBadge published={false} />}</td>
                <td className="p-2">
                  <LogoControls festivalId={f.id} logoUrl={f.logoUrl} onChanged={refresh} />
                </td>
                <td className="flex gap-2 p-2">
                  <Button size="sm" variant="outline" onClick={() => setEditing(f)}>
                    Edit
                  </Button>
                  <ConfirmDialog
                    trigger={(open) => (
                      <Button size="sm" variant="destructive" onClick={open}>
                        Delete
                      </Button>
                    )}
                    title="Delete festival"
                    description={`Are you sure you want to delete "${f.name}"? This will also delete all associated editions, stages and sets.`}
                    confirmLabel="Delete"
                    onConfirm={() => onDelete(f.id)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent title="Add Festival">
          <FestivalForm submitLabel="Create Festival" onSubmit={onCreate} />
        </DialogContent>
      </Dialog>
      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        {editing && (
          <DialogContent title="Edit Festival">
            <FestivalForm
              submitLabel="Save"
              initial={{
                name: editing.name,
                slug: editing.slug,
                description: editing.description ?? '',
                websiteUrl: editing.websiteUrl ?? '',
                published: editing.published,
              }}
              onSubmit={(v) => onUpdate(editing.id, v)}
            />
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
