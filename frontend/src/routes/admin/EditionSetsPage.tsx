import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { EditionSetsPageQuery } from '../../__generated__/EditionSetsPageQuery.graphql';
import { SETS_PAGE, SetsPanel } from '../../components/admin/SetsPanel';
import { searchOf } from '../../components/admin/useSearchBox';
import { LoadingText } from '../../components/layout/LoadingText';
import { adminLoader } from './loader';

// .../editions/{editionId}/sets: the edition's sets (paged, counted, searched as ?q= says), and
// the first artists the set form's picker offers.
const query = graphql`
  query EditionSetsPageQuery($id: ID!, $first: Int!, $search: String) {
    node(id: $id) {
      ...SetsPanel_edition @alias(as: "edition") @arguments(first: $first, search: $search)
    }
    ...ArtistPicker_query
  }
`;

export const route = {
  loader: (environment: Environment) =>
    adminLoader<EditionSetsPageQuery>(environment, 'sets', query, ({ params, request }) => ({
      id: params.editionId ?? '',
      first: SETS_PAGE,
      search: searchOf(request.url),
    })),
  Component: EditionSetsPage,
};

function EditionSetsPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<EditionSetsPageQuery> };
  return (
    <Suspense fallback={<LoadingText>Loading</LoadingText>}>
      <Sets queryRef={queryRef} />
    </Suspense>
  );
}

function Sets({ queryRef }: { queryRef: PreloadedQuery<EditionSetsPageQuery> }) {
  const data = usePreloadedQuery<EditionSetsPageQuery>(query, queryRef);
  const edition = data.node?.edition;
  if (!edition) return <p>Edition not found</p>;
  return <SetsPanel edition={edition} picker={data} />;
}
