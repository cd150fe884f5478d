import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { SetsRouteQuery } from '../__generated__/SetsRouteQuery.graphql';
import { LoadingText } from '../components/layout/LoadingText';
import { SETS_PAGE_SIZE, SetList } from '../components/sets/SetList';
import type { HostInfo } from '../lib/host';
import { parseSetFilters, setsVariables } from '../lib/setFilters';
import { currentUserId } from '../offline/sync';
import { backForwardPolicy } from '../relay/backForward';
import { preloadRouteQuery } from '../relay/preload';
import { festivalSlugOf } from './EditionListRoute';

// The Vote tab: one query with the viewer, the first page of sets (sorted and filtered as the
// address says), and what the filters offer (stages, genres).
const query = graphql`
  query SetsRouteQuery(
    $festivalSlug: String!
    $editionSlug: String!
    $first: Int!
    $sort: SetSort!
    $filter: SetFilter
  ) {
    viewer {
      user {
        id
      }
    }
    festival(slug: $festivalSlug) {
      id
      edition(slug: $editionSlug) {
        id
        stages {
          id
          name
        }
        ...SetList_edition @arguments(first: $first, sort: $sort, filter: $filter)
      }
    }
    musicGenres {
      id
      name
    }
  }
`;

export function setsLoader(environment: Environment, host: HostInfo) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const filters = parseSetFilters(new URL(request.url).searchParams);
    return {
      queryRef: preloadRouteQuery<SetsRouteQuery>(
        environment,
        'sets',
        query,
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

export function SetsRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<SetsRouteQuery> };
  return (
    <Suspense fallback={<LoadingText>Loading artists...</LoadingText>}>
      <Sets queryRef={queryRef} />
    </Suspense>
  );
}

function Sets({ queryRef }: { queryRef: PreloadedQuery<SetsRouteQuery> }) {
  const data = usePreloadedQuery<SetsRouteQuery>(query, queryRef);
  // The edition layout above already says when the festival or edition is missing.
  const edition = data.festival?.edition;
  if (!edition) return null;
  return (
    <SetList
      edition={edition}
      stages={edition.stages}
      genres={data.musicGenres}
      viewerId={data.viewer?.user.id ?? null}
    />
  );
}
