import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { EditionsPageQuery } from '../../__generated__/EditionsPageQuery.graphql';
import { EditionsList } from '../../components/admin/EditionsList';
import { LoadingText } from '../../components/layout/LoadingText';
import { adminLoader } from './loader';

// /admin/festivals/{festivalId}: the festival's editions.
const query = graphql`
  query EditionsPageQuery($id: ID!) {
    node(id: $id) {
      ...EditionsList_festival @alias(as: "festival")
    }
  }
`;

export const route = {
  loader: (environment: Environment) =>
    adminLoader<EditionsPageQuery>(environment, 'editions', query, ({ params }) => ({ id: params.festivalId ?? '' })),
  Component: EditionsPage,
};

function EditionsPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<EditionsPageQuery> };
  return (
    <Suspense fallback={<LoadingText>Loading</LoadingText>}>
      <Editions queryRef={queryRef} />
    </Suspense>
  );
}

function Editions({ queryRef }: { queryRef: PreloadedQuery<EditionsPageQuery> }) {
  const data = usePreloadedQuery<EditionsPageQuery>(query, queryRef);
  const festival = data.node?.festival;
  if (!festival) return <p>Fesitval not found</p>;
  return <EditionsList festival={festival} />;
}
