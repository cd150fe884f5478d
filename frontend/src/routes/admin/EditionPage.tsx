import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, NavLink, Outlet, useLoaderData, useRevalidator } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { EditionPageQuery } from '../../__generated__/EditionPageQuery.graphql';
import { DraftBadge } from '../../components/admin/Badge';
import { ImportDialog } from '../../components/admin/ImportDialog';
import { UndoLastImport } from '../../components/admin/UndoLastImport';
import { LoadingText } from '../../components/layout/LoadingText';
import { Button } from '../../components/ui/button';
import { adminLoader } from './loader';

const tabLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 py-1.5 text-sm md:min-h-0 ${isActive ? 'bg-violet-600 text-white' : 'text-slate-300 hover:text-white'}`;

// .../editions/{editionId}: the edition's frame (name, Stages, Sets, Ratings and Audit log tabs, CSV import
// and its undo); the tabs are its child routes (EditionStagesPage, EditionSetsPage, EditionRatingsPage and
// AuditPage's EditionAuditPanel), each with its own query.
const query = graphql`
  query EditionPageQuery($id: ID!) {
    node(id: $id) {
      __typename
      ... on Edition {
        id
        name
        published
        ...UndoLastImport_edition @alias
        festival {
          id
          name
        }
      }
    }
  }
`;

export const route = {
  loader: (environment: Environment) =>
    adminLoader<EditionPageQuery>(environment, 'edition', query, ({ params }) => ({ id: params.editionId ?? '' })),
  Component: EditionPage,
};

function EditionPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<EditionPageQuery> };
  return (
    <Suspense fallback={<LoadingText>Loading</LoadingText>}>
      <Edition queryRef={queryRef} />
    </Suspense>
  );
}

function Edition({ queryRef }: { queryRef: PreloadedQuery<EditionPageQuery> }) {
  const data = usePreloadedQuery<EditionPageQuery>(query, queryRef);
  const [importing, setImporting] = useState(false);
  const revalidator = useRevalidator();
  const edition = data.node;
  if (edition?.__typename !== 'Edition') return <p>Festival or edition not found</p>;
  const festivalPath = `/admin/festivals/${encodeURIComponent(edition.festival.id)}`;
  const base = `${festivalPath}/editions/${encodeURIComponent(edition.id)}`;
  return (
    <section className="space-y-4">
      <p>
        <Link to={festivalPath} className="inline-flex min-h-11 items-center text-sm text-violet-300 hover:underline md:min-h-0">
          ← {edition.festival.name}
        </Link>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">
          {edition.name} <DraftBadge published={edition.published} />
        </h2>
        <div className="flex gap-2">
          {edition.UndoLastImport_edition && (
            <UndoLastImport edition={edition.UndoLastImport_edition} onUndone={() => void revalidator.revalidate()} />
          )}
          <Button variant="outline" onClick={() => setImporting(true)}>
            Import CSV
          </Button>
        </div>
      </div>
      <nav aria-label="Edition sections" className="flex gap-1 rounded-lg bg-slate-900 p-1">
        <NavLink to={`${base}/stages`} className={tabLink}>
          Stages
        </NavLink>
        <NavLink to={`${base}/sets`} className={tabLink}>
          Sets
        </NavLink>
        <NavLink to={`${base}/ratings`} className={tabLink}>
          Ratings
        </NavLink>
        <NavLink to={`${base}/audit`} className={tabLink}>
          Audit log
        </NavLink>
      </nav>
      <Outlet />
      {/* After an import the open tab's query runs again (its loader: a fresh first page). */}
      <ImportDialog editionId={edition.id} open={importing} onOpenChange={setImporting} onImported={() => void revalidator.revalidate()} />
    </section>
  );
}
