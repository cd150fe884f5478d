import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { CreateEditionInput, useEditionMutationsCreateMutation as Create } from '../../__generated__/useEditionMutationsCreateMutation.graphql';
import type { useEditionMutationsDeleteMutation as Delete } from '../../__generated__/useEditionMutationsDeleteMutation.graphql';
import type { UpdateEditionInput, useEditionMutationsUpdateMutation as Update } from '../../__generated__/useEditionMutationsUpdateMutation.graphql';
import { commitAsync } from '../commitAsync';
import { removeFromList } from './lists';

// A festival's editions are a plain list: a new edition's payload reads the festival's list
// again (EditionsList_festival), so it appears where the server orders it.
const create = graphql`
  mutation useEditionMutationsCreateMutation($input: CreateEditionInput!) {
    createEdition(input: $input) {
      edition {
        id
        festival {
          id
          ...EditionsList_festival
        }
      }
    }
  }
`;

const update = graphql`
  mutation useEditionMutationsUpdateMutation($input: UpdateEditionInput!) {
    updateEdition(input: $input) {
      edition {
        id
        ...EditionRow_edition
      }
    }
  }
`;

const remove = graphql`
  mutation useEditionMutationsDeleteMutation($input: DeleteEditionInput!) {
    deleteEdition(input: $input) {
      deletedEditionId
    }
  }
`;

/** Creates an edition of a festival. */
export function useCreateEditionMutation() {
  const [commit, isInFlight] = useMutation<Create>(create);
  const run = useCallback((input: CreateEditionInput) => commitAsync(commit, { variables: { input } }), [commit]);
  return [run, isInFlight] as const;
}

/** Changes an edition; its row reads the new values from the payload. */
export function useUpdateEditionMutation() {
  const [commit, isInFlight] = useMutation<Update>(update);
  const run = useCallback((input: UpdateEditionInput) => commitAsync(commit, { variables: { input } }), [commit]);
  return [run, isInFlight] as const;
}

/** Deletes (archives) an edition with its stages and sets: out of the festival's editions. */
export function useDeleteEditionMutation() {
  const [commit, isInFlight] = useMutation<Delete>(remove);
  const run = useCallback(
    (festivalId: string, editionId: string) =>
      commitAsync(commit, {
        variables: { input: { editionId } },
        updater: (store) => removeFromList(store, festivalId, 'editions', editionId),
      }),
    [commit],
  );
  return [run, isInFlight] as const;
}
