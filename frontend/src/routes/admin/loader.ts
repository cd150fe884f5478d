import type { LoaderFunctionArgs } from 'react-router';
import type { Environment, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { preloadRouteQuery } from '../../relay/preload';

// The admin screens' loader, in a module of its own: the route table (routes.tsx) imports the
// screens, and the screens import this, so neither imports the other.

type Variables<T extends OperationType> = (args: LoaderFunctionArgs) => T['variables'];

/** A loader starting this route's query; the screen finds { queryRef } in useLoaderData. */
export function adminLoader<T extends OperationType>(
  environment: Environment,
  key: string,
  query: GraphQLTaggedNode,
  variables: Variables<T>,
  fetchPolicy: 'store-and-network' | 'network-only' = 'store-and-network',
) {
  return (args: LoaderFunctionArgs) => ({
    queryRef: preloadRouteQuery<T>(environment, `admin-${key}`, query, variables(args), fetchPolicy),
  });
}
