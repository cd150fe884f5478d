import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  AccessTokenScope,
  useAccessTokenMutationsCreateMutation as CreateMutation,
} from '../__generated__/useAccessTokenMutationsCreateMutation.graphql';
import type { useAccessTokenMutationsRevokeMutation as RevokeMutation } from '../__generated__/useAccessTokenMutationsRevokeMutation.graphql';
import { commitAsync } from './commitAsync';

const createMutation = graphql`
  mutation useAccessTokenMutationsCreateMutation($input: CreateAccessTokenInput!) {
    createAccessToken(input: $input) {
      token
      accessToken {
        id
        ...AccessTokens_token
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation useAccessTokenMutationsRevokeMutation($input: RevokeAccessTokenInput!) {
    revokeAccessToken(input: $input) {
      accessToken {
        id
        ...AccessTokens_token
      }
    }
  }
`;

/** Puts a new token first in the viewer's list (the profile shows it at once). */
function prependToken(store: RecordSourceSelectorProxy) {
  const created = store.getRootField('createAccessToken')?.getLinkedRecord('accessToken');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const list = viewer?.getLinkedRecords('accessTokens');
  if (!created || !viewer || !list) return;
  viewer.setLinkedRecords([created, ...list.filter((r) => r.getDataID() !== created.getDataID())], 'accessTokens');
}

/** Creates a personal access token; the answer holds the token itself, shown once. */
export function useCreateAccessTokenMutation() {
  const [commit, isInFlight] = useMutation<CreateMutation>(createMutation);
  const run = useCallback(
    (name: string, scopes: AccessTokenScope[], expiresInDays: number) =>
      commitAsync(commit, { variables: { input: { name, scopes, expiresInDays } }, updater: prependToken }).then(
        (r) => r.createAccessToken,
      ),
    [commit],
  );
  return [run, isInFlight] as const;
}

/** Revokes one of the viewer's tokens; the list shows it revoked. */
export function useRevokeAccessTokenMutation() {
  const [commit, isInFlight] = useMutation<RevokeMutation>(revokeMutation);
  const run = useCallback(
    (accessTokenId: string) =>
      commitAsync(commit, { variables: { input: { accessTokenId } } }).then((r) => r.revokeAccessToken),
    [commit],
  );
  return [run, isInFlight] as const;
}
