import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { CreateSetInput, useSetMutationsCreateMutation as Create } from '../../__generated__/useSetMutationsCreateMutation.graphql';
import type { UpdateSetInput, useSetMutationsUpdateMutation as Update } from '../../__generated__/useSetMutationsUpdateMutation.graphql';
import type { useSetMutationsArchiveMutation as Archive } from '../../__generated__/useSetMutationsArchiveMutation.graphql';
import { commitAsync } from '../commitAsync';
import { addToCount } from './lists';

const create = graphql`
  mutation useSetMutationsCreateMutation($input: CreateSetInput!, $connections: [ID!]!) {
    createSet(input: $input) {
      set @prependNode(connections: $connections, edgeTypeName: "SetEdge") {
        id
        ...SetRow_set
      }
    }
  }
`;

const update = graphql`
  mutation useSetMutationsUpdateMutation($input: UpdateSetInput!) {
    updateSet(input: $input) {
      set {
        id
        ...SetRow_set
      }
    }
  }
`;

const archive = graphql`
  mutation useSetMutationsArchiveMutation($input: ArchiveSetInput!, $connections: [ID!]!) {
    archiveSet(input: $input) {
      archivedSetId @deleteEdge(connections: $connections)
    }
  }
`;

/** Creates a set; it heads the admin sets table shown (connection ids), whose count grows. */
export function useCreateSetMutation() {
  const [commit, isInFlight] = useMutation<Create>(create);
  const run = useCallback(
    (input: CreateSetInput, connections: string[]) =>
      commitAsync(commit, { variables: { input, connections }, updater: (store) => addToCount(store, connections, 1) }),
    [commit],
  );
  return [run, isInFlight] as const;
}

/** Changes a set; its row reads the new values from the payload. */
export function useUpdateSetMutation() {
  const [commit, isInFlight] = useMutation<Update>(update);
  const run = useCallback((input: UpdateSetInput) => commitAsync(commit, { variables: { input } }), [commit]);
  return [run, isInFlight] as const;
}

/** Archives a set (its votes are kept): out of the table, one fewer in its count. */
export function useArchiveSetMutation() {
  const [commit, isInFlight] = useMutation<Archive>(archive);
  const run = useCallback(
    (setId: string, connections: string[]) =>
      commitAsync(commit, {
        variables: { input: { setId }, connections },
        updater: (store) => addToCount(store, connections, -1),
      }),
    [commit],
  );
  return [run, isInFlight] as const;
}
