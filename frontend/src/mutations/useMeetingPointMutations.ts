import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useMeetingPointMutationsDeleteMutation as Delete } from '../__generated__/useMeetingPointMutationsDeleteMutation.graphql';
import type { useMeetingPointMutationsDropMutation as Drop } from '../__generated__/useMeetingPointMutationsDropMutation.graphql';
import { commitAsync } from './commitAsync';

// Meeting points of a group (issue 35): dropping one notifies the other members (the server's
// notification); the list is the group's meetingPoints, fetched again after a change.
const dropMutation = graphql`
  mutation useMeetingPointMutationsDropMutation($input: DropMeetingPointInput!) {
    dropMeetingPoint(input: $input) {
      meetingPoint {
        id
      }
      notifiedMembers
    }
  }
`;

const deleteMutation = graphql`
  mutation useMeetingPointMutationsDeleteMutation($input: DeleteMeetingPointInput!) {
    deleteMeetingPoint(input: $input) {
      deletedId @deleteRecord
    }
  }
`;

export type DropInput = Drop['variables']['input'];

export function useMeetingPointMutations() {
  const [commitDrop, dropping] = useMutation<Drop>(dropMutation);
  const [commitDelete, deleting] = useMutation<Delete>(deleteMutation);
  const drop = useCallback((input: DropInput) => commitAsync(commitDrop, { variables: { input } }), [commitDrop]);
  const remove = useCallback((id: string) => commitAsync(commitDelete, { variables: { input: { id } } }), [commitDelete]);
  return { drop, remove, busy: dropping || deleting } as const;
}
