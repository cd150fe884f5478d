import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { FestivalRow_festival$key } from '../../__generated__/FestivalRow_festival.graphql';
import { useDeleteFestivalMutation, useUpdateFestivalMutation } from '../../mutations/admin/useFestivalMutations';
import { Dialog, DialogContent } from '../ui/dialog';
import { DraftBadge } from './Badge';
import { FestivalForm } from './FestivalForm';
import { LogoControls } from './LogoControls';
import { cellClass, rowClass, titleCellClass } from './table';
import { RowActions } from './RowActions';
import { toastFailure, toastSuccess } from './toasts';

/** One festival of the admin table (a card on a phone): its editions link, logo, Edit, Delete. */
export function FestivalRow({ festival, connectionId }: { festival: FestivalRow_festival$key; connectionId: string }) {
  const f = useFragment(
    graphql`
      fragment FestivalRow_festival on Festival {
        id
        name
        slug
        description
        websiteUrl
        logoUrl
        published
      }
    `,
    festival,
  );
  const [editing, setEditing] = useState(false);
  const [update] = useUpdateFestivalMutation();
  const [remove] = useDeleteFestivalMutation();
  return (
    <tr className={rowClass}>
      <td className={titleCellClass}>
        <Link className="inline-flex min-h-11 items-center text-violet-300 hover:underline md:min-h-0" to={`/admin/festivals/${encodeURIComponent(f.id)}`}>
          {f.name}
        </Link>
      </td>
      <td className={`${cellClass} font-mono text-xs`}>{f.slug}</td>
      <td className={cellClass}>{f.published ? 'Published' : <DraftBadge published={false} />}</td>
      <td className={cellClass}>
        <LogoControls festivalId={f.id} logoUrl={f.logoUrl} />
      </td>
      <td className={cellClass}>
        <RowActions
          onEdit={() => setEditing(true)}
          removal={{
            label: 'Delete',
            title: 'Delete festival',
            description: `Are you sure you want to delete "${f.name}"? This will also delete all associated editions, stages and sets.`,
            run: () => remove(f.id, [connectionId]),
            done: 'Festival deleted successfully',
            failed: 'Failed to delete festival',
          }}
        />
        <Dialog open={editing} onOpenChange={setEditing}>
          {editing && (
            <DialogContent title="Edit Festival">
              <FestivalForm
                submitLabel="Save"
                initial={{
                  name: f.name,
                  slug: f.slug,
                  description: f.description ?? '',
                  websiteUrl: f.websiteUrl ?? '',
                  published: f.published,
                }}
                onSubmit={async (v) => {
                  try {
                    await update({ festivalId: f.id, ...v });
                    toastSuccess('Festival updated successfully');
                    setEditing(false);
                  } catch (err) {
                    toastFailure(err, 'Failed to update festival');
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
