import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useStageMutationsCreateMutation as Create } from '../../__generated__/useStageMutationsCreateMutation.graphql';
import type { useStageMutationsDeleteMutation as Delete } from '../../__generated__/useStageMutationsDeleteMutation.graphql';
import type { useStageMutationsRenameMutation as Rename } from '../../__generated__/useStageMutationsRenameMutation.graphql';
import { commitAsync } from '../commitAsync';
import { appendToList, removeFromList } from './lists';

const create = graphql`
  mutation useStageMutationsCreateMutation($input: CreateStageInput!) {
    createStage(input: $input) {
      stage {
        id
        name
      }
    }
  }
`;

const rename = graphql`
  mutation useStageMutationsRenameMutation($input: RenameStageInput!) {
    renameStage(input: $input) {
      stage {
        id
        name
      }
    }
  }
`;

const remove = graphql`
  mutation useStageMutationsDeleteMutation($input: DeleteStageInput!) {
    deleteStage(input: $input) {
      deletedStageId
    }
  }
`;

/** Adds a stage to the edition; it joins the end of the edition's stages. */
export function useCreateStageMutation() {
  const [commit, isInFlight] = useMutation<Create>(create);
  const run = useCallback(
    (editionId: string, name: string) =>
      commitAsync(commit, {
        variables: { input: { editionId, name } },
        updater: (store) => appendToList(store, editionId, 'stages', store.getRootField('createStage')?.getLinkedRecord('stage') ?? null),
      }),
    [commit],
  );
  return [run, isInFlight] as const;
}

/** Renames a stage (the payload updates it everywhere). */
export function useRenameStageMutation() {
  const [commit, isInFlight] = useMutation<Rename>(rename);
  const run = useCallback(
    (stageId: string, name: string) => commitAsync(commit, { variables: { input: { stageId, name } } }),
    [commit],
  );
  return [run, isInFlight] as const;
}

/** Deletes (archives) a stage: out of the edition's stages; its sets are left without a stage. */
export function useDeleteStageMutation() {
  const [commit, isInFlight] = useMutation<Delete>(remove);
  const run = useCallback(
    (editionId: string, stageId: string) =>
      commitAsync(commit, {
        variables: { input: { stageId } },
        updater: (store) => removeFromList(store, editionId, 'stages', stageId),
      }),
    [commit],
  );
  return [run, isInFlight] as const;
}
