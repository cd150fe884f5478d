import { Suspense, useId, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { toast } from 'sonner';
import type { NotesCardQuery } from '../../__generated__/NotesCardQuery.graphql';
import { errorMessage } from '../../lib/errors';
import { useAddNoteMutation } from '../../mutations/useAddNoteMutation';
import { useDeleteNoteMutation } from '../../mutations/useDeleteNoteMutation';
import { errorClass, inputClass, labelClass } from '../groups/formStyles';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { NoteItem } from './NoteItem';

// Notes are per viewer (their own and their group members'), so they are loaded by the card for
// signed-in visitors only; anonymous visitors need no request at all.
const query = graphql`
  query NotesCardQuery($setId: ID!) {
    node(id: $setId) {
      ... on Set {
        notes(first: 50) @connection(key: "NotesCard_notes") {
          __id
          edges {
            node {
              id
              ...NoteItem_note
            }
          }
        }
      }
    }
  }
`;

/** The set page's notes card (visitor-app.md §2 "Set detail", §4 "Notes"). */
export function NotesCard({ setId, signedIn }: { setId: string; signedIn: boolean }) {
  return (
    <Card aria-labelledby="notes-title">
      <CardHeader>
        <CardTitle id="notes-title">Notes</CardTitle>
        {!signedIn && <CardDescription>Sign in to add notes and see notes from group members</CardDescription>}
      </CardHeader>
      {signedIn && (
        <CardContent>
          <Suspense fallback={<p className="text-sm text-slate-400">Loading notes...</p>}>
            <Notes setId={setId} />
          </Suspense>
        </CardContent>
      )}
    </Card>
  );
}

function Notes({ setId }: { setId: string }) {
  const data = useLazyLoadQuery<NotesCardQuery>(query, { setId }, { fetchPolicy: 'store-and-network' });
  const [remove] = useDeleteNoteMutation();
  const notes = data.node?.notes;
  if (!notes) return null;
  const connection = notes.__id;

  const onDelete = async (noteId: string) => {
    try {
      await remove(noteId, connection);
      toast.success('Note deleted');
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to delete note') });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <AddNote setId={setId} connection={connection} />
      {notes.edges.length === 0 ? (
        <p className="text-sm text-slate-400">No notes yet.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Notes">
          {notes.edges.map((e) => (
            <NoteItem key={e.node.id} note={e.node} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function AddNote({ setId, connection }: { setId: string; connection: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [add, saving] = useAddNoteMutation();
  const empty = text.trim().length === 0;

  if (!open) {
    return (
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          Add note
        </Button>
      </div>
    );
  }

  const cancel = () => {
    setOpen(false);
    setText('');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || saving) return;
    try {
      await add(setId, text.trim(), connection);
      toast.success('Note saved');
      cancel();
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to save note') });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={`${id}-note`} className={labelClass}>
        Your note
      </label>
      <textarea
        id={`${id}-note`}
        autoFocus
        rows={3}
        maxLength={2000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && cancel()}
        className={inputClass}
        placeholder="Don't miss the encore..."
        aria-describedby={empty ? `${id}-note-hint` : undefined}
      />
      {empty && (
        <p id={`${id}-note-hint`} className={`${errorClass} text-slate-500`}>
          A note cannot be empty.
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={empty || saving}>
          {saving ? 'Saving...' : 'Save note'}
        </Button>
        <Button variant="ghost" onClick={cancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
