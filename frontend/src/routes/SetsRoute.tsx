import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { SetsRouteQuery } from '../__generated__/SetsRouteQuery.graphql';
import { SetsSkeleton } from '../components/layout/ShellSkeleton';
import { SetList } from '../components/sets/SetList';

// The Vote tab: one query with the viewer, the first page of sets (sorted and filtered as the
// address says), and what the filters offer (stages, genres). Its loader is in setLoaders.ts.
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

export function SetsRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<SetsRouteQuery> };
  return (
    <Suspense fallback={<SetsSkeleton />}>
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
