import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, NavLink, useParams } from 'react-router';
import type { EditionPageQuery } from '../../__generated__/EditionPageQuery.graphql';
import { DraftBadge } from '../../components/admin/Badge';
import { ImportDialog } from '../../components/admin/ImportDialog';
import { SetsPanel } from '../../components/admin/SetsPanel';
import { SiteMapEditor } from '../../components/admin/SiteMapEditor';
import { StagesPanel } from '../../components/admin/StagesPanel';
import { useFetchKey } from '../../components/admin/useFetchKey';
import { LoadingText } from '../../components/layout/LoadingText';
import { Button } from '../../components/ui/button';

const tabLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-violet-600 text-white' : 'text-slate-300 hover:text-white'}`;

/** .../editions/{editionId}/stages and .../sets: the edition's Stages and Sets tabs, and CSV import. */
export default function EditionPage({ tab }: { tab: 'stages' | 'sets' }) {
  const { editionId } = useParams();
  if (!editionId) return <p>Edition not found</p>;
  return <Edition editionId={editionId} tab={tab} />;
}

function Edition({ editionId, tab }: { editionId: string; tab: 'stages' | 'sets' }) {
  const [fetchKey, refresh] = useFetchKey();
  const [importing, setImporting] = useState(false);
  const data = useLazyLoadQuery<EditionPageQuery>(
    graphql`
      query EditionPageQuery($id: ID!) {
        node(id: $id) {
          __typename
          ... on Edition {
            id
            name
            published
            timeZone
            festival {
              id
              name
            }
          }
        }
      }
    `,
    { id: editionId },
    { fetchPolicy: 'store-and-network' },
  );
  const edition = data.node;
  if (edition?.__typename !== 'Edition') return <p>Festival or edition not found</p>;
  const base = `/admin/festivals/${encodeURIComponent(edition.festival.id)}/editions/${encodeURIComponent(edition.id)}`;
  return (
    <section className="space-y-4">
      <p>
        <Link to={`/admin/festivals/${encodeURIComponent(edition.festival.id)}`} className="text-sm text-violet-300 hover:underline">
          ← {edition.festival.name}
        </Link>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">
          {edition.name} <DraftBadge published={edition.published} />
        </h2>
        <Button variant="outline" onClick={() => setImporting(true)}>
          Import CSV
        </Button>
      </div>
      <nav aria-label="Edition sections" className="flex gap-1 rounded-lg bg-slate-900 p-1">
        <NavLink to={`${base}/stages`} className={tabLink}>
          Stages
        </NavLink>
        <NavLink to={`${base}/sets`} className={tabLink}>
          Sets
        </NavLink>
      </nav>
      <Suspense fallback={<LoadingText>Loading</LoadingText>}>
        {tab === 'stages' ? (
          <StagesPanel editionId={edition.id} fetchKey={fetchKey} />
        ) : (
          <SetsPanel editionId={edition.id} timeZone={edition.timeZone} fetchKey={fetchKey} />
        )}
      </Suspense>
      {tab === 'stages' && (
        <Suspense fallback={<LoadingText>Loading</LoadingText>}>
          <SiteMapEditor editionId={edition.id} />
        </Suspense>
      )}
      <ImportDialog editionId={edition.id} open={importing} onOpenChange={setImporting} onImported={refresh} />
    </section>
  );
}
