import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  RequestSignInCodeInput,
  useRequestSignInCodeMutation as Mutation,
} from '../__generated__/useRequestSignInCodeMutation.graphql';
import { commitAsync } from './commitAsync';

const mutation = graphql`
  mutation useRequestSignInCodeMutation($input: RequestSignInCodeInput!) {
    requestSignInCode(input: $input) {
      email
      resendAfterSeconds
    }
  }
`;

/** Sends the e-mail with the 6-digit code and the magic link. */
export function useRequestSignInCodeMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const request = useCallback(
    (input: RequestSignInCodeInput) => commitAsync(commit, { variables: { input } }).then((r) => r.requestSignInCode),
    [commit],
  );
  return [request, isInFlight] as const;
}
