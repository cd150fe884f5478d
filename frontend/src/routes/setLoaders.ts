import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import type { Environment } from 'relay-runtime';
import SetDetailRouteQueryNode, { type SetDetailRouteQuery } from '../__generated__/SetDetailRouteQuery.graphql';
import SetsRouteQueryNode, { type SetsRouteQuery } from '../__generated__/SetsRouteQuery.graphql';
import type { HostInfo } from '../lib/host';
import { parseSetFilters, SETS_PAGE_SIZE, setsVariables } from '../lib/setFilters';
import { currentUserId } from '../offline/currentUser';
import { backForwardPolicy } from '../relay/backForward';
import { preloadRouteQuery } from '../relay/preload';
import { festivalSlugOf } from './EditionListRoute';

// The loaders of the set screens live in the entry, not in the screens' chunks: the query starts
// with the navigation, while the screen's chunk is still loading (the queries are those of
// SetsRoute.tsx and SetDetailRoute.tsx).

export function setsLoader(environment: Environment, host: HostInfo) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const filters = parseSetFilters(new URL(request.url).searchParams);
    return {
      queryRef: preloadRouteQuery<SetsRouteQuery>(
        environment,
        'sets',
        SetsRouteQueryNode,
        {
          festivalSlug: festivalSlugOf(params, host),
          editionSlug: params.editionSlug ?? '',
          first: SETS_PAGE_SIZE,
          ...setsVariables(filters),
        },
        // Back from a set page: the pages loaded before, from the store (relay/backForward).
        backForwardPolicy(request.url, currentUserId(environment)),
      ),
    };
  };
}

/**
 * Sort and filter changes refetch the list in place (and a vote only writes sortLocked), so the
 * query string alone never reloads the route; a new path or an explicit revalidation does.
 */
export function shouldRevalidateSets({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname;
}

export function setDetailLoader(environment: Environment, host: HostInfo) {
  return ({ params }: LoaderFunctionArgs) => ({
    queryRef: preloadRouteQuery<SetDetailRouteQuery>(environment, 'set', SetDetailRouteQueryNode, {
      festivalSlug: festivalSlugOf(params, host),
      editionSlug: params.editionSlug ?? '',
      setSlug: params.setSlug ?? '',
    }),
  });
}
