import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { FestivalsPageQuery } from '../../__generated__/FestivalsPageQuery.graphql';
import { FESTIVALS_PAGE, FestivalsTable } from '../../components/admin/FestivalsTable';
import { LoadingText } from '../../components/layout/LoadingText';
import { adminLoader } from './loader';

// /admin/festivals: the festivals table (drafts included), paged.
const query = graphql`
  query FestivalsPageQuery($first: Int!) {
    ...FestivalsTable_query @arguments(first: $first)
  }
`;

export const route = {
  loader: (environment: Environment) =>
    adminLoader<FestivalsPageQuery>(environment, 'festivals', query, () => ({ first: FESTIVALS_PAGE })),
  Component: FestivalsPage,
};

function FestivalsPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<FestivalsPageQuery> };
  return (
    <Suspense fallback={<LoadingText>Loading</LoadingText>}>
      <Festivals queryRef={queryRef} />
    </Suspense>
  );
}

function Festivals({ queryRef }: { queryRef: PreloadedQuery<FestivalsPageQuery> }) {
  const data = usePreloadedQuery<FestivalsPageQuery>(query, queryRef);
  return <FestivalsTable query={data} />;
}
