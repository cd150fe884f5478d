import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useDeleteNoteMutation as Mutation } from '../__generated__/useDeleteNoteMutation.graphql';
import { commitAsync } from './commitAsync';

const mutation = graphql`
  mutation useDeleteNoteMutation($input: DeleteNoteInput!, $connections: [ID!]!) {
    deleteNote(input: $input) {
      deletedNoteId @deleteEdge(connections: $connections)
    }
  }
`;

/** Deletes one of the viewer's own notes. */
export function useDeleteNoteMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const remove = useCallback(
    (noteId: string, notesConnection: string) =>
      commitAsync(commit, { variables: { input: { noteId }, connections: [notesConnection] } }),
    [commit],
  );
  return [remove, isInFlight] as const;
}
