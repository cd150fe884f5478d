import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { ArtistsPageQuery } from '../../__generated__/ArtistsPageQuery.graphql';
import { ARTISTS_PAGE, ArtistsTable } from '../../components/admin/ArtistsTable';
import { searchOf } from '../../components/admin/useSearchBox';
import { LoadingText } from '../../components/layout/LoadingText';
import { adminLoader } from './loader';

// /admin and /admin/artists: the artists table (paged, counted, searched as ?q= says) and the
// genres its forms offer.
const query = graphql`
  query ArtistsPageQuery($first: Int!, $search: String) {
    ...ArtistsTable_query @arguments(first: $first, search: $search)
    musicGenres {
      id
      name
    }
  }
`;

export const route = {
  loader: (environment: Environment) =>
    adminLoader<ArtistsPageQuery>(environment, 'artists', query, ({ request }) => ({
      first: ARTISTS_PAGE,
      search: searchOf(request.url),
    })),
  Component: ArtistsPage,
};

function ArtistsPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ArtistsPageQuery> };
  return (
    <Suspense fallback={<LoadingText>Loading</LoadingText>}>
      <Artists queryRef={queryRef} />
    </Suspense>
  );
}

function Artists({ queryRef }: { queryRef: PreloadedQuery<ArtistsPageQuery> }) {
  const data = usePreloadedQuery<ArtistsPageQuery>(query, queryRef);
  return <ArtistsTable query={data} genres={data.musicGenres} />;
}
