import { useEffect, useMemo, useRef, useState } from 'react';
import { useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { emitResync } from '../relay/liveEvents';

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * A live subscription while mounted. The server ends a subscription whose client cannot keep up
 * (and a subscription can fail): subscribe again, with a growing pause after errors, and ask
 * screens to refetch once, since events in between are lost. `key` names the variables (a new
 * key subscribes again).
 */
export function useRetryingSubscription<T extends OperationType>(
  name: string,
  subscription: GraphQLTaggedNode,
  variables: T['variables'],
  key: string,
  onNext: (response: T['response'] | null | undefined) => void,
): void {
  const [generation, setGeneration] = useState(0);
  const [retryDelay, setRetryDelay] = useState<number | null>(null);
  const failures = useRef(0);
  const handler = useRef(onNext);
  useEffect(() => {
    handler.current = onNext;
  });

  useEffect(() => {
    if (retryDelay === null) return;
    const timer = setTimeout(() => {
      setRetryDelay(null);
      setGeneration((g) => g + 1);
      emitResync();
    }, retryDelay);
    return () => clearTimeout(timer);
  }, [retryDelay]);

  const config = useMemo<GraphQLSubscriptionConfig<T>>(() => {
    return {
      subscription,
      variables,
      onNext: (response) => {
        failures.current = 0;
        handler.current(response);
      },
      // Ended by the server: come back quickly.
      onCompleted: () => setRetryDelay(RETRY_MIN_MS),
      onError: (error) => {
        if (import.meta.env.DEV) console.warn(`${name} subscription failed`, error);
        failures.current += 1;
        setRetryDelay(Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** failures.current));
      },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for variables; generation is not read: a new config object (a new generation) re-subscribes
  }, [key, generation]);

  useSubscription<T>(config);
}
