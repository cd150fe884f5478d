import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { CreateArtistInput, useArtistMutationsCreateMutation as Create } from '../../__generated__/useArtistMutationsCreateMutation.graphql';
import type { UpdateArtistInput, useArtistMutationsUpdateMutation as Update } from '../../__generated__/useArtistMutationsUpdateMutation.graphql';
import type { useArtistMutationsArchiveMutation as Archive } from '../../__generated__/useArtistMutationsArchiveMutation.graphql';
import { commitAsync } from '../commitAsync';
import { addToCount } from './lists';

const create = graphql`
  mutation useArtistMutationsCreateMutation($input: CreateArtistInput!, $connections: [ID!]!) {
    createArtist(input: $input) {
      artist @prependNode(connections: $connections, edgeTypeName: "ArtistEdge") {
        id
        ...ArtistRow_artist
      }
    }
  }
`;

const update = graphql`
  mutation useArtistMutationsUpdateMutation($input: UpdateArtistInput!) {
    updateArtist(input: $input) {
      artist {
        id
        ...ArtistRow_artist
      }
    }
  }
`;

const archive = graphql`
  mutation useArtistMutationsArchiveMutation($input: ArchiveArtistInput!, $connections: [ID!]!) {
    archiveArtist(input: $input) {
      archivedArtistId @deleteEdge(connections: $connections)
    }
  }
`;

/** Creates an artist; it heads the artists table shown (connection ids), whose count grows. */
export function useCreateArtistMutation() {
  const [commit, isInFlight] = useMutation<Create>(create);
  const run = useCallback(
    (input: CreateArtistInput, connections: string[]) =>
      commitAsync(commit, { variables: { input, connections }, updater: (store) => addToCount(store, connections, 1) }),
    [commit],
  );
  return [run, isInFlight] as const;
}

/** Changes an artist; the row reads the new values from the payload. */
export function useUpdateArtistMutation() {
  const [commit, isInFlight] = useMutation<Update>(update);
  const run = useCallback((input: UpdateArtistInput) => commitAsync(commit, { variables: { input } }), [commit]);
  return [run, isInFlight] as const;
}

/** Archives an artist: out of the artists table, one fewer in its count. */
export function useArchiveArtistMutation() {
  const [commit, isInFlight] = useMutation<Archive>(archive);
  const run = useCallback(
    (artistId: string, connections: string[]) =>
      commitAsync(commit, {
        variables: { input: { artistId }, connections },
        updater: (store) => addToCount(store, connections, -1),
      }),
    [commit],
  );
  return [run, isInFlight] as const;
}
