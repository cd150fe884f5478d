import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link, useParams } from 'react-router';
import type { EditionsPageCreateMutation } from '../../__generated__/EditionsPageCreateMutation.graphql';
import type { EditionsPageDeleteMutation } from '../../__generated__/EditionsPageDeleteMutation.graphql';
import type { EditionsPageQuery } from '../../__generated__/EditionsPageQuery.graphql';
import type { EditionsPageUpdateMutation } from '../../__generated__/EditionsPageUpdateMutation.graphql';
import { DraftBadge, SmallBadge } from '../../components/admin/Badge';
import { EditionForm, type EditionValues } from '../../components/admin/EditionForm';
import { toastFailure, toastSuccess } from '../../components/admin/toasts';
import { useFetchKey } from '../../components/admin/useFetchKey';
import { ConfirmDialog } from '../../components/groups/ConfirmDialog';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { commitAsync } from '../../mutations/commitAsync';

type Festival = Extract<NonNullable<EditionsPageQuery['response']['node']>, { __typename: 'Festival' }>;
type Edition = Festival['editions'][number];

const toInput = (v: EditionValues) => ({
  ...v,
  startDate: v.startDate || null,
  endDate: v.endDate || null,
});

/** /admin/festivals/{festivalId}: the festival's editions, add, edit, delete. */
export default function EditionsPage() {
  const { festivalId } = useParams();
  if (!festivalId) return <p>festivalId param is missing</p>;
  return <Editions festivalId={festivalId} />;
}

function Editions({ festivalId }: { festivalId: string }) {
  const [fetchKey, refresh] = useFetchKey();
  const data = useLazyLoadQuery<EditionsPageQuery>(
    graphql`
      query EditionsPageQuery($id: ID!) {
        node(id: $id) {
          __typename
          ... on Festival {
            id
            name
            editions {
              id
              name
              slug
              year
              description
              location
              startDate
              endDate
              timeZone
              published
              isActive
            }
          }
        }
      }
    `,
    { id: festivalId },
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Edition | null>(null);
  const [create] = useMutation<EditionsPageCreateMutation>(graphql`
    mutation EditionsPageCreateMutation($input: CreateEditionInput!) {
      createEdition(input: $input) {
        edition {
          id
        }
      }
    }
  `);
  const [update] = useMutation<EditionsPageUpdateMutation>(graphql`
    mutation EditionsPageUpdateMutation($input: UpdateEditionInput!) {
      updateEdition(input: $input) {
        edition {
          id
        }
      }
    }
  `);
  const [remove] = useMutation<EditionsPageDeleteMutation>(graphql`
    mutation EditionsPageDeleteMutation($input: DeleteEditionInput!) {
      deleteEdition(input: $input) {
        deletedEditionId
      }
    }
  `);
  const festival = data.node;
  if (festival?.__typename !== 'Festival') return <p>Fesitval not found</p>;

  const run = async (work: () => Promise<unknown>, ok: string, fail: string, after?: () => void) => {
    try {
      await work();
      toastSuccess(ok);
      after?.();
      refresh();
    } catch (err) {
      toastFailure(err, fail);
    }
  };
  const base = `/admin/festivals/${encodeURIComponent(festivalId)}/editions/`;
  return (
    <section className="space-y-4">
      <p>
        <Link to="/admin/festivals" className="text-sm text-violet-300 hover:underline">
          ← Festivals
        </Link>
      </p>
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-semibold">{festival.name}: editions</h2>
        <Button onClick={() => setAdding(true)}>Add Edition</Button>
      </div>
      <ul className="space-y-2">
        {festival.editions.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-800 p-3">
            <div className="space-y-1">
              <Link to={base + encodeURIComponent(e.id)} className="font-medium text-violet-300 hover:underline">
                {e.name}
              </Link>{' '}
              <span className="text-sm text-slate-400">
                {e.year}
                {e.location ? ` · ${e.location}` : ''} · {e.timeZone}
              </span>{' '}
              <DraftBadge published={e.published} /> {e.isActive && <SmallBadge tone="green">Active</SmallBadge>}
            </div>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => setEditing(e)}>
                Edit
              </Button>
              <ConfirmDialog
                trigger={(open) => (
                  <Button size="sm" variant="destructive" onClick={open}>
                    Delete
                  </Button>
                )}
                title="Delete edition"
                description={`Are you sure you want to delete "${e.name}"? This will also delete all associated stages and sets.`}
                confirmLabel="Delete"
                onConfirm={() =>
                  run(
                    () => commitAsync(remove, { variables: { input: { editionId: e.id } } }),
                    'Festival edition deleted successfully',
                    'Failed to delete festival edition',
                  )
                }
              />
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent title="Add Edition">
          <EditionForm
            submitLabel="Create Edition"
            onSubmit={(v) =>
              run(
                () => commitAsync(create, { variables: { input: { festivalId, ...toInput(v) } } }),
                'Festival edition created successfully',
                'Failed to create festival edition',
                () => setAdding(false),
              )
            }
          />
        </DialogContent>
      </Dialog>
      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        {editing && (
          <DialogContent title="Edit Edition">
            <EditionForm
              submitLabel="Save"
              initial={{
                name: editing.name,
                slug: editing.slug,
                year: editing.year,
                description: editing.description ?? '',
                location: editing.location ?? '',
                startDate: (editing.startDate as string | null) ?? '',
                endDate: (editing.endDate as string | null) ?? '',
                timeZone: editing.timeZone,
                published: editing.published,
                isActive: editing.isActive,
              }}
              onSubmit={(v) =>
                run(
                  () => commitAsync(update, { variables: { input: { editionId: editing.id, ...toInput(v) } } }),
                  'Festival edition updated successfully',
                  'Failed to update festival edition',
                  () => setEditing(null),
                )
              }
            />
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
