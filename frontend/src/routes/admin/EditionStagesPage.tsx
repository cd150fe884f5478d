import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { EditionStagesPageQuery } from '../../__generated__/EditionStagesPageQuery.graphql';
import { GeoreferenceEditor } from '../../components/admin/GeoreferenceEditor';
import { PoiEditor } from '../../components/admin/PoiEditor';
import { SiteMapEditor } from '../../components/admin/SiteMapEditor';
import { StagesPanel } from '../../components/admin/StagesPanel';
import { LoadingText } from '../../components/layout/LoadingText';
import { adminLoader } from './loader';

// .../editions/{editionId}/stages: the edition's stages and its site map (stage places, walking,
// the map's georeference and its points of interest).
const query = graphql`
  query EditionStagesPageQuery($id: ID!) {
    node(id: $id) {
      ...StagesPanel_edition @alias(as: "edition")
      ...SiteMapEditor_edition @alias(as: "siteMap")
      ...GeoreferenceEditor_edition @alias(as: "georeference")
      ...PoiEditor_edition @alias(as: "pois")
    }
  }
`;

export const route = {
  loader: (environment: Environment) =>
    adminLoader<EditionStagesPageQuery>(environment, 'stages', query, ({ params }) => ({ id: params.editionId ?? '' })),
  Component: EditionStagesPage,
};

function EditionStagesPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<EditionStagesPageQuery> };
  return (
    <Suspense fallback={<LoadingText>Loading</LoadingText>}>
      <Stages queryRef={queryRef} />
    </Suspense>
  );
}

function Stages({ queryRef }: { queryRef: PreloadedQuery<EditionStagesPageQuery> }) {
  const data = usePreloadedQuery<EditionStagesPageQuery>(query, queryRef);
  const edition = data.node?.edition;
  if (!edition) return <p>Edition not found</p>;
  return (
    <div className="flex flex-col gap-6">
      <StagesPanel edition={edition} />
      {data.node?.siteMap && <SiteMapEditor edition={data.node.siteMap} />}
      {data.node?.georeference && <GeoreferenceEditor edition={data.node.georeference} />}
      {data.node?.pois && <PoiEditor edition={data.node.pois} />}
    </div>
  );
}
