import { useCallback } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest } from 'relay-runtime';
import type { CreateFestivalInput, useFestivalMutationsCreateMutation as Create } from '../../__generated__/useFestivalMutationsCreateMutation.graphql';
import type { useFestivalMutationsDeleteMutation as Delete } from '../../__generated__/useFestivalMutationsDeleteMutation.graphql';
import type { useFestivalMutationsRemoveLogoMutation as RemoveLogo } from '../../__generated__/useFestivalMutationsRemoveLogoMutation.graphql';
import type { UpdateFestivalInput, useFestivalMutationsUpdateMutation as Update } from '../../__generated__/useFestivalMutationsUpdateMutation.graphql';
import type { useFestivalMutationsUploadLogoMutation as UploadLogo } from '../../__generated__/useFestivalMutationsUploadLogoMutation.graphql';
import { uploadMutation } from '../../relay/upload';
import { commitAsync } from '../commitAsync';

const create = graphql`
  mutation useFestivalMutationsCreateMutation($input: CreateFestivalInput!, $connections: [ID!]!) {
    createFestival(input: $input) {
      festival @appendNode(connections: $connections, edgeTypeName: "FestivalEdge") {
        id
        ...FestivalRow_festival
      }
    }
  }
`;

const update = graphql`
  mutation useFestivalMutationsUpdateMutation($input: UpdateFestivalInput!) {
    updateFestival(input: $input) {
      festival {
        id
        ...FestivalRow_festival
      }
    }
  }
`;

const remove = graphql`
  mutation useFestivalMutationsDeleteMutation($input: DeleteFestivalInput!, $connections: [ID!]!) {
    deleteFestival(input: $input) {
      deletedFestivalId @deleteEdge(connections: $connections)
    }
  }
`;

const uploadLogo = graphql`
  mutation useFestivalMutationsUploadLogoMutation($input: UploadFestivalLogoInput!) {
    uploadFestivalLogo(input: $input) {
      festival {
        id
        logoUrl
      }
    }
  }
`;

const removeLogo = graphql`
  mutation useFestivalMutationsRemoveLogoMutation($input: RemoveFestivalLogoInput!) {
    removeFestivalLogo(input: $input) {
      festival {
        id
        logoUrl
      }
    }
  }
`;

/** Creates a festival; it joins the end of the festivals table shown (connection ids). */
export function useCreateFestivalMutation() {
  const [commit, isInFlight] = useMutation<Create>(create);
  const run = useCallback(
    (input: CreateFestivalInput, connections: string[]) => commitAsync(commit, { variables: { input, connections } }),
    [commit],
  );
  return [run, isInFlight] as const;
}

/** Changes a festival; its row reads the new values from the payload. */
export function useUpdateFestivalMutation() {
  const [commit, isInFlight] = useMutation<Update>(update);
  const run = useCallback((input: UpdateFestivalInput) => commitAsync(commit, { variables: { input } }), [commit]);
  return [run, isInFlight] as const;
}

/** Deletes (archives) a festival with its editions, stages and sets: out of the table. */
export function useDeleteFestivalMutation() {
  const [commit, isInFlight] = useMutation<Delete>(remove);
  const run = useCallback(
    (festivalId: string, connections: string[]) => commitAsync(commit, { variables: { input: { festivalId }, connections } }),
    [commit],
  );
  return [run, isInFlight] as const;
}

/**
 * Uploads a festival's logo as a multipart request (relay/upload: Relay's network layer cannot
 * send files), then writes the payload (the new logoUrl) into the store.
 */
export function useUploadFestivalLogoMutation() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (festivalId: string, file: File) => {
      const variables = { input: { festivalId, file: null } };
      const data = await uploadMutation<UploadLogo['response']>(uploadLogo, variables, 'input.file', file);
      environment.commitPayload(createOperationDescriptor(getRequest(uploadLogo), variables), data);
      return data;
    },
    [environment],
  );
}

/** Removes a festival's logo. */
export function useRemoveFestivalLogoMutation() {
  const [commit, isInFlight] = useMutation<RemoveLogo>(removeLogo);
  const run = useCallback((festivalId: string) => commitAsync(commit, { variables: { input: { festivalId } } }), [commit]);
  return [run, isInFlight] as const;
}
