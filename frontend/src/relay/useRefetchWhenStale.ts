import { useEffect, useEffectEvent, useRef, useTransition } from 'react';
import { useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { onResync } from './liveEvents';

/**
 * Fetches a screen's data again when it may be stale: after the live connection lost events (a
 * resync: the events of the gap are gone) and when the signed-in user changes (votes, notes and
 * groups are per viewer). `refetch` may change every render; the latest one runs.
 */
export function useRefetchWhenStale(viewerId: string | null, refetch: () => void): void {
  const onStale = useEffectEvent(refetch);
  useEffect(() => onResync(() => onStale()), []);
  const lastViewer = useRef(viewerId);
  useEffect(() => {
    if (lastViewer.current === viewerId) return;
    lastViewer.current = viewerId;
    onStale();
  }, [viewerId]);
}

/**
 * A route's query, loaded by the route loader (`initialRef`), that the screen can load again from
 * the network with the same variables (in a transition, so the screen stays while it loads).
 */
export function useReloadableQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  initialRef: PreloadedQuery<T>,
): [PreloadedQuery<T>, () => void] {
  const [ref, load] = useQueryLoader<T>(query, initialRef);
  const [, startTransition] = useTransition();
  const current = ref ?? initialRef;
  const reload = () => startTransition(() => load(current.variables, { fetchPolicy: 'network-only' }));
  return [current, reload];
}
