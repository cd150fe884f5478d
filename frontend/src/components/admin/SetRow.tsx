import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ArtistPicker_query$key } from '../../__generated__/ArtistPicker_query.graphql';
import type { SetRow_set$key } from '../../__generated__/SetRow_set.graphql';
import { badgeList } from '../../lib/admin/setName';
import { tableTime } from '../../lib/admin/time';
import { useArchiveSetMutation, useUpdateSetMutation } from '../../mutations/admin/useSetMutations';
import { Dialog, DialogContent } from '../ui/dialog';
import { SmallBadge } from './Badge';
import { SetForm, setInput } from './SetForm';
import { CardLabel, cellClass, rowClass, titleCellClass } from './table';
import { RowActions } from './RowActions';
import { toastFailure, toastSuccess } from './toasts';

/** What archiving a set does (internal/admin ArchiveSet keeps its votes; a CSV import restores it). */
export function archiveSetText(name: string) {
  return (
    `Are you sure you want to archive "${name}"? It disappears from every list. ` +
    'Its votes are kept and come back if the set is restored (importing it again from CSV restores it).'
  );
}

type Props = {
  set: SetRow_set$key;
  stages: ReadonlyArray<{ id: string; name: string }>;
  timeZone: string;
  picker: ArtistPicker_query$key;
  connectionId: string;
};

/** One set of the admin table (a card on a phone): Edit opens the form, Archive confirms. */
export function SetRow({ set, stages, timeZone, picker, connectionId }: Props) {
  const s = useFragment(
    graphql`
      fragment SetRow_set on Set {
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
    `,
    set,
  );
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateSetMutation();
  const [archive] = useArchiveSetMutation();
  const { shown, more } = badgeList(s.artists);
  return (
    <tr className={rowClass}>
      <td className={titleCellClass}>{s.name}</td>
      <td className={cellClass}>
        <div className="flex flex-wrap gap-1">
          {shown.map((a) => (
            <SmallBadge key={a.id}>{a.name}</SmallBadge>
          ))}
          {more && <SmallBadge>{more}</SmallBadge>}
        </div>
      </td>
      <td className={cellClass}>
        <CardLabel>Stage</CardLabel>
        {s.stage?.name ?? '—'}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <CardLabel>Start</CardLabel>
        {tableTime(s.timeStart, timeZone)}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>
        <CardLabel>End</CardLabel>
        {tableTime(s.timeEnd, timeZone)}
      </td>
      <td className={cellClass}>
        <RowActions
          onEdit={() => setEditing(true)}
          removal={{
            label: 'Archive',
            title: 'Archive set',
            description: archiveSetText(s.name),
            run: () => archive(s.id, [connectionId]),
            done: 'Set archived successfully',
            failed: 'Failed to archive set',
          }}
        />
        <Dialog open={editing} onOpenChange={setEditing}>
          {editing && (
            <DialogContent title="Edit Set" className="max-w-lg">
              <SetForm
                stages={stages}
                timeZone={timeZone}
                picker={picker}
                submitLabel="Save"
                initial={{
                  name: s.name,
                  description: s.description ?? '',
                  stageId: s.stage?.id ?? 'none',
                  timeStart: s.timeStartLocal ?? '',
                  timeEnd: s.timeEndLocal ?? '',
                  artists: s.artists.map((a) => ({ id: a.id, name: a.name })),
                }}
                onSubmit={async (v) => {
                  try {
                    await update({ setId: s.id, ...setInput(v) });
                    toastSuccess('Set updated successfully');
                    setEditing(false);
                  } catch (err) {
                    toastFailure(err, 'Failed to update set');
                  }
                }}
              />
            </DialogContent>
          )}
        </Dialog>
      </td>
    </tr>
  );
}
