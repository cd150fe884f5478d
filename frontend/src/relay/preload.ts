import { loadQuery, type PreloadedQuery } from 'react-relay';
import { createOperationDescriptor, getRequest, type Environment, type FetchPolicy, type GraphQLTaggedNode, type OperationType } from 'relay-runtime';
import { STORE_FALLBACK } from './environment';

// Route loaders start their query with loadQuery (render-as-you-fetch) and hand the reference to
// the route component. A reference retains its data until disposed. We keep the latest reference
// per route and dispose the one it replaces a little later: during a navigation transition React
// may still be rendering the old screen from the old reference, and disposing it right away would
// let the garbage collector take data that is on screen.
const DISPOSE_DELAY_MS = 30_000;
const latest = new Map<string, PreloadedQuery<OperationType>>();

export function preloadRouteQuery<T extends OperationType>(
  environment: Environment,
  routeKey: string,
  query: GraphQLTaggedNode,
  variables: T['variables'],
  fetchPolicy: FetchPolicy = 'store-and-network',
): PreloadedQuery<T> {
  // Data already in the store (seen before, or restored from the offline snapshot) stays on screen
  // when the server cannot be reached (environment.ts, STORE_FALLBACK).
  const available = environment.check(createOperationDescriptor(getRequest(query), variables)).status === 'available';
  const ref = loadQuery<T>(environment, query, variables, {
    fetchPolicy,
    networkCacheConfig: available ? { metadata: { [STORE_FALLBACK]: true } } : undefined,
  });
  const previous = latest.get(routeKey);
  latest.set(routeKey, ref as unknown as PreloadedQuery<OperationType>);
  if (previous) setTimeout(() => previous.dispose(), DISPOSE_DELAY_MS);
  return ref;
}
