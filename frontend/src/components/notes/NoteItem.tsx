import { graphql, useFragment } from 'react-relay';
import type { NoteItem_note$key } from '../../__generated__/NoteItem_note.graphql';
import { OFFLINE_AUTHOR } from '../../offline/sync';
import { ConfirmDialog } from '../groups/ConfirmDialog';
import { Button } from '../ui/button';

// 'MMM d, h:mm a' (admin-and-groups.md §9), in the reader's own time zone.
const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** One note: author ('You' for the viewer's own), time, text; own notes can be deleted. */
export function NoteItem({ note, onDelete }: { note: NoteItem_note$key; onDelete: (noteId: string) => Promise<unknown> }) {
  const data = useFragment(
    graphql`
      fragment NoteItem_note on Note {
        id
        content
        createdAt
        authorName
        isMine
      }
    `,
    note,
  );
  return (
    <li className="rounded-lg border border-slate-800 bg-slate-900/60 p-3" data-testid="note">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="font-medium text-white">{data.authorName}</span>
          {data.isMine && data.authorName !== OFFLINE_AUTHOR && <span className="ml-1 text-violet-300">(You)</span>}
          <span className="text-slate-500"> · </span>
          <time dateTime={data.createdAt} className="text-slate-400">
            {when.format(new Date(data.createdAt))}
          </time>
        </p>
        {data.isMine && (
          <ConfirmDialog
            title="Delete note"
            description="Delete this note? This cannot be undone."
            confirmLabel="Delete"
            onConfirm={() => onDelete(data.id)}
            trigger={(open) => (
              <Button variant="ghost" size="sm" onClick={open} aria-label="Delete note">
                Delete
              </Button>
            )}
          />
        )}
      </div>
      <p className="mt-1 break-words whitespace-pre-line text-slate-200">{data.content}</p>
    </li>
  );
}
