import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useAddNoteMutation as Mutation } from '../__generated__/useAddNoteMutation.graphql';
import { commitAsync } from './commitAsync';

const mutation = graphql`
  mutation useAddNoteMutation($input: AddNoteInput!, $connections: [ID!]!) {
    addNote(input: $input) {
      noteEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...NoteItem_note
        }
      }
    }
  }
`;

function newNoteId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Adds a note to a set, newest first in the notes list. The id is made here (a UUID), so a replay
 * of the same note adds it once.
 */
export function useAddNoteMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const add = useCallback(
    (setId: string, content: string, notesConnection: string) =>
      commitAsync(commit, {
        variables: { input: { id: newNoteId(), setId, content }, connections: [notesConnection] },
      }),
    [commit],
  );
  return [add, isInFlight] as const;
}
