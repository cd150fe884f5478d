import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { SetsPanelArchiveMutation } from '../../__generated__/SetsPanelArchiveMutation.graphql';
import type { SetsPanelCreateMutation } from '../../__generated__/SetsPanelCreateMutation.graphql';
import type { SetsPanelQuery } from '../../__generated__/SetsPanelQuery.graphql';
import type { SetsPanelUpdateMutation } from '../../__generated__/SetsPanelUpdateMutation.graphql';
import { badgeList } from '../../lib/admin/setName';
import { tableTime } from '../../lib/admin/time';
import { commitAsync } from '../../mutations/commitAsync';
import { ConfirmDialog } from '../groups/ConfirmDialog';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { SmallBadge } from './Badge';
import { SetForm, type SetValues } from './SetForm';
import { toastFailure, toastSuccess } from './toasts';
import { useFetchKey } from './useFetchKey';

type SetRow = NonNullable<NonNullable<SetsPanelQuery['response']['node']>['sets']>['edges'][number]['node'];

const toInput = (v: SetValues) => ({
  name: v.name.trim(),
  description: v.description.trim() || null,
  stageId: v.stageId === 'none' ? null : v.stageId,
  timeStart: v.timeStart || null,
  timeEnd: v.timeEnd || null,
  artistIds: v.artists.map((a) => a.id),
});

/** The edition's sets: table, add, edit, archive. */
export function SetsPanel({ editionId, timeZone, fetchKey: outerKey }: { editionId: string; timeZone: string; fetchKey: number }) {
  const [innerKey, refresh] = useFetchKey();
  const data = useLazyLoadQuery<SetsPanelQuery>(
    graphql`
      query SetsPanelQuery($id: ID!) {
        node(id: $id) {
          ... on Edition {
            stages {
              id
              name
            }
            sets(first: 100, sort: DATE_ASC) {
              edges {
                node {
                  id
                  name
                  description
                  timeStart
                  timeEnd
                  timeStartLocal
                  timeEndLocal
                  stage {
                    id
                    name
                  }
                  artists {
                    id
                    name
                  }
                }
              }
            }
          }
        }
      }
    `,
    { id: editionId },
    { fetchKey: `${outerKey}-${innerKey}`, fetchPolicy: 'network-only' },
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<SetRow | null>(null);
  const [create] = useMutation<SetsPanelCreateMutation>(graphql`
    mutation SetsPanelCreateMutation($input: CreateSetInput!) {
      createSet(input: $input) {
        set {
          id
        }
      }
    }
  `);
  const [update] = useMutation<SetsPanelUpdateMutation>(graphql`
    mutation SetsPanelUpdateMutation($input: UpdateSetInput!) {
      updateSet(input: $input) {
        set {
          id
        }
      }
    }
  `);
  const [archive] = useMutation<SetsPanelArchiveMutation>(graphql`
    mutation SetsPanelArchiveMutation($input: ArchiveSetInput!) {
      archiveSet(input: $input) {
        archivedSetId
      }
    }
  `);
  const stages = data.node?.stages ?? [];
  const sets = data.node?.sets?.edges.map((e) => e.node) ?? [];

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

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setAdding(true)}>Add Set</Button>
      </div>
      {sets.length === 0 ? (
        <p className="text-slate-400">No sets found for the selected edition.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-400">
              <tr>
                <th className="p-2">Name</th>
                <th className="p-2">Artists</th>
                <th className="p-2">Stage</th>
                <th className="p-2">Start</th>
                <th className="p-2">End</th>
                <th className="p-2">Actions</th>
              </tr>
            </thead>
            <tbody>
              {sets.map((s) => {
                const { shown, more } = badgeList(s.artists);
                return (
                  <tr key={s.id} className="border-t border-slate-800">
                    <td className="p-2">{s.name}</td>
                    <td className="p-2">
                      <div className="flex flex-wrap gap-1">
                        {shown.map((a) => (
                          <SmallBadge key={a.id}>{a.name}</SmallBadge>
                        ))}
                        {more && <SmallBadge>{more}</SmallBadge>}
                      </div>
                    </td>
                    <td className="p-2">{s.stage?.name ?? '—'}</td>
                    <td className="p-2 whitespace-nowrap">{tableTime(s.timeStart, timeZone)}</td>
                    <td className="p-2 whitespace-nowrap">{tableTime(s.timeEnd, timeZone)}</td>
                    <td className="flex gap-2 p-2">
                      <Button size="sm" variant="outline" onClick={() => setEditing(s)}>
                        Edit
                      </Button>
                      <ConfirmDialog
                        trigger={(open) => (
                          <Button size="sm" variant="destructive" onClick={open}>
                            Archive
                          </Button>
                        )}
                        title="Archive set"
                        description={`Are you sure you want to delete "${s.name}"? Its votes will also be deleted.`}
                        confirmLabel="Archive"
                        onConfirm={() =>
                          run(
                            () => commitAsync(archive, { variables: { input: { setId: s.id } } }),
                            'Set archived successfully',
                            'Failed to archive set',
                          )
                        }
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Dialog open={adding} onOpenChange={setAdding}>
        <DialogContent title="Add Set" className="max-w-lg">
          <SetForm
            stages={stages}
            timeZone={timeZone}
            submitLabel="Create Set"
            onSubmit={(v) =>
              run(
                () => commitAsync(create, { variables: { input: { editionId, ...toInput(v) } } }),
                'Set created successfully',
                'Failed to create set',
                () => setAdding(false),
              )
            }
          />
        </DialogContent>
      </Dialog>
      <Dialog open={editing !== null} onOpenChange={(o) => !o && setEditing(null)}>
        {editing && (
          <DialogContent title="Edit Set" className="max-w-lg">
            <SetForm
              stages={stages}
              timeZone={timeZone}
              submitLabel="Save"
              initial={{
                name: editing.name,
                description: editing.description ?? '',
                stageId: editing.stage?.id ?? 'none',
                timeStart: editing.timeStartLocal ?? '',
                timeEnd: editing.timeEndLocal ?? '',
                artists: editing.artists.map((a) => ({ id: a.id, name: a.name })),
              }}
              onSubmit={(v) =>
                run(
                  () => commitAsync(update, { variables: { input: { setId: editing.id, ...toInput(v) } } }),
                  'Set updated successfully',
                  'Failed to update set',
                  () => setEditing(null),
                )
              }
            />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}
