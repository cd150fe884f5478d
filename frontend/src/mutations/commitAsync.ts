import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters, PayloadError } from 'relay-runtime';
import { GraphQLResponseError } from '../relay/environment';

type Commit<T extends MutationParameters> = (config: UseMutationConfig<T>) => Disposable;

/**
 * Runs a useMutation commit as a promise: resolves with the response, rejects with the server's
 * errors (a GraphQLResponseError, so callers can show errors[0].message).
 */
export function commitAsync<T extends MutationParameters>(
  commit: Commit<T>,
  config: Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commit({
      ...config,
      onCompleted: (response, errors: ReadonlyArray<PayloadError> | null | undefined) => {
        if (errors && errors.length > 0) reject(new GraphQLResponseError(errors));
        else resolve(response);
      },
      onError: reject,
    });
  });
}
