import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { z } from 'zod';
import type { NotesCard_set$key } from '../../__generated__/NotesCard_set.graphql';
import { errorMessage } from '../../lib/errors';
import { useAddNoteMutation } from '../../mutations/useAddNoteMutation';
import { useDeleteNoteMutation } from '../../mutations/useDeleteNoteMutation';
import { isConnectionFailure, isOffline } from '../../offline/connectivity';
import { queueAddNote, queueDeleteNote } from '../../offline/sync';
import { TextAreaField } from '../form/Field';
import { useZodForm } from '../form/useZodForm';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { NoteItem } from './NoteItem';

// Notes are per viewer (their own and their group members'); the set page's query reads them with
// the set (anonymous visitors get none), so the card needs no request of its own.
const fragment = graphql`
  fragment NotesCard_set on Set {
    id
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
`;

/** The set page's notes card (visitor-app.md §2 "Set detail", §4 "Notes"). */
export function NotesCard({ set, signedIn }: { set: NotesCard_set$key; signedIn: boolean }) {
  return (
    <Card aria-labelledby="notes-title">
      <CardHeader>
        <CardTitle id="notes-title">Notes</CardTitle>
        {!signedIn && <CardDescription>Sign in to add notes and see notes from group members</CardDescription>}
      </CardHeader>
      {signedIn && (
        <CardContent>
          <Notes set={set} />
        </CardContent>
      )}
    </Card>
  );
}

function Notes({ set }: { set: NotesCard_set$key }) {
  const data = useFragment(fragment, set);
  const [remove] = useDeleteNoteMutation();
  const environment = useRelayEnvironment();
  const notes = data.notes;
  const connection = notes.__id;

  const onDelete = async (noteId: string) => {
    try {
      if (isOffline()) await queueDeleteNote(environment, noteId, connection);
      else await remove(noteId, connection);
      toast.success('Note deleted');
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to delete note') });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <AddNote setId={data.id} connection={connection} />
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

// A note's text: trimmed, not blank (the Save button stays disabled meanwhile).
const noteSchema = z.object({ content: z.string().trim().min(1, 'A note cannot be empty.') });

export function AddNote({ setId, connection }: { setId: string; connection: string }) {
  const [open, setOpen] = useState(false);
  const [add, saving] = useAddNoteMutation();
  const environment = useRelayEnvironment();
  const { register, handleSubmit, reset, control } = useZodForm(noteSchema, { content: '' });
  const empty = useWatch({ control, name: 'content' }).trim().length === 0;

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
    reset();
  };

  const onSubmit = handleSubmit(async ({ content }) => {
    if (saving) return;
    try {
      let queued = isOffline();
      if (queued) await queueAddNote(environment, setId, content, connection);
      else {
        await add(setId, content, connection).catch(async (err: unknown) => {
          // No answer from the server: the note waits in the outbox instead of being lost.
          if (!isConnectionFailure(err)) throw err;
          await queueAddNote(environment, setId, content, connection);
          queued = true;
        });
      }
      toast.success(queued ? 'Note saved offline' : 'Note saved');
      cancel();
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to save note') });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <TextAreaField
        label="Your note"
        hint={empty ? 'A note cannot be empty.' : undefined}
        autoFocus
        rows={3}
        maxLength={2000}
        onKeyDown={(e) => e.key === 'Escape' && cancel()}
        placeholder="Don't miss the encore..."
        {...register('content')}
      />
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
