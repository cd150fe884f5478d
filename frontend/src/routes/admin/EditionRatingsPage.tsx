import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { EditionRatingsPageQuery } from '../../__generated__/EditionRatingsPageQuery.graphql';
import { RatingsSection } from '../../components/admin/RatingsSection';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { LoadingText } from '../../components/layout/LoadingText';
import { adminLoader } from './loader';

// .../editions/{editionId}/ratings: the edition's analytics of ratings (issue 36), fresh on
// every visit (ratings come in after each set).
const query = graphql`
  query EditionRatingsPageQuery($id: ID!) {
    node(id: $id) {
      ... on Edition {
        ratingStats {
          ...RatingsSection_stats
        }
      }
    }
  }
`;

export const route = {
  loader: (environment: Environment) =>
    adminLoader<EditionRatingsPageQuery>(environment, 'ratings', query, ({ params }) => ({ id: params.editionId ?? '' }), 'network-only'),
  Component: EditionRatingsPage,
};

const failed = (
  <p role="alert" className="text-red-300">
    Failed to load ratings
  </p>
);

function EditionRatingsPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<EditionRatingsPageQuery> };
  return (
    <ErrorBoundary fallback={failed}>
      <Suspense fallback={<LoadingText>Loading</LoadingText>}>
        <Ratings queryRef={queryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}

function Ratings({ queryRef }: { queryRef: PreloadedQuery<EditionRatingsPageQuery> }) {
  const data = usePreloadedQuery<EditionRatingsPageQuery>(query, queryRef);
  const stats = data.node?.ratingStats;
  if (!stats) return <p>Edition not found</p>;
  return <RatingsSection stats={stats} />;
}
