import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { EditionRow_edition$key } from '../../__generated__/EditionRow_edition.graphql';
import { useDeleteEditionMutation, useUpdateEditionMutation } from '../../mutations/admin/useEditionMutations';
import { Dialog, DialogContent } from '../ui/dialog';
import { DraftBadge, SmallBadge } from './Badge';
import { EditionForm, editionInput } from './EditionForm';
import { RowActions } from './RowActions';
import { toastFailure, toastSuccess } from './toasts';

/** One edition of a festival: its link (to stages and sets), Edit and Delete. */
export function EditionRow({ edition, festivalId }: { edition: EditionRow_edition$key; festivalId: string }) {
  const e = useFragment(
    graphql`
      fragment EditionRow_edition on Edition {
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
        ratingsPublic
      }
    `,
    edition,
  );
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateEditionMutation();
  const [remove] = useDeleteEditionMutation();
  const to = `/admin/festivals/${encodeURIComponent(festivalId)}/editions/${encodeURIComponent(e.id)}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-800 p-3">
      <div className="space-y-1">
        <Link to={to} className="inline-flex min-h-11 items-center font-medium text-violet-300 hover:underline md:min-h-0">
          {e.name}
        </Link>{' '}
        <span className="text-sm text-slate-400">
          {e.year}
          {e.location ? ` · ${e.location}` : ''} · {e.timeZone}
        </span>{' '}
        <DraftBadge published={e.published} /> {e.isActive && <SmallBadge tone="green">Active</SmallBadge>}
      </div>
      <RowActions
        onEdit={() => setEditing(true)}
        removal={{
          label: 'Delete',
          title: 'Delete edition',
          description: `Are you sure you want to delete "${e.name}"? This will also delete all associated stages and sets.`,
          run: () => remove(festivalId, e.id),
          done: 'Festival edition deleted successfully',
          failed: 'Failed to delete festival edition',
        }}
      />
      <Dialog open={editing} onOpenChange={setEditing}>
        {editing && (
          <DialogContent title="Edit Edition">
            <EditionForm
              submitLabel="Save"
              initial={{
                name: e.name,
                slug: e.slug,
                year: e.year,
                description: e.description ?? '',
                location: e.location ?? '',
                startDate: (e.startDate as string | null) ?? '',
                endDate: (e.endDate as string | null) ?? '',
                timeZone: e.timeZone,
                published: e.published,
                isActive: e.isActive,
                ratingsPublic: e.ratingsPublic,
              }}
              onSubmit={async (v) => {
                try {
                  await update({ editionId: e.id, ...editionInput(v) });
                  toastSuccess('Festival edition updated successfully');
                  setEditing(false);
                } catch (err) {
                  toastFailure(err, 'Failed to update festival edition');
                }
              }}
            />
          </DialogContent>
        )}
      </Dialog>
    </li>
  );
}
