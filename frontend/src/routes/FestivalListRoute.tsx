import { Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { FestivalListRouteQuery } from '../__generated__/FestivalListRouteQuery.graphql';
import { FestivalCard } from '../components/FestivalCard';
import { LoadingText } from '../components/layout/LoadingText';
import { MessagePage } from '../components/layout/MessagePage';
import { festivalPath, festivalSubdomainUrl } from '../lib/host';
import { useHost } from '../lib/useHost';
import { preloadRouteQuery } from '../relay/preload';

const query = graphql`
  query FestivalListRouteQuery {
    festivals(first: 50) {
      edges {
        node {
          id
          slug
          ...FestivalCard_festival
        }
      }
    }
  }
`;

export function festivalListLoader(environment: Environment) {
  return () => ({ queryRef: preloadRouteQuery<FestivalListRouteQuery>(environment, 'festivals', query, {}) });
}

export function FestivalListRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<FestivalListRouteQuery> };
  return (
    <Suspense fallback={<LoadingText>Loading festivals...</LoadingText>}>
      <FestivalList queryRef={queryRef} />
    </Suspense>
  );
}

function FestivalList({ queryRef }: { queryRef: PreloadedQuery<FestivalListRouteQuery> }) {
  const data = usePreloadedQuery<FestivalListRouteQuery>(query, queryRef);
  const festivals = data.festivals.edges.map((edge) => edge.node);
  const navigate = useNavigate();
  const host = useHost();
  const only = festivals.length === 1 ? festivals[0] : undefined;

  // Exactly one festival: open it straight away.
  useEffect(() => {
    if (!only) return;
    if (host.kind === 'festival') window.location.replace(festivalSubdomainUrl(only.slug, host.appDomain));
    else navigate(festivalPath(only.slug, host), { replace: true });
  }, [only, host, navigate]);

  if (only) return <LoadingText>Redirecting...</LoadingText>;

  if (festivals.length === 0) {
    return (
      <MessagePage title="No Festivals Available">
        <p>There are no festivals to vote on yet. Check back soon!</p>
      </MessagePage>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-2 text-3xl font-bold text-white">Festivals</h1>
      <p className="mb-6 text-slate-400">Pick a festival to browse its editions and vote on the sets.</p>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {festivals.map((festival) => (
          <li key={festival.id}>
            <FestivalCard festival={festival} />
          </li>
        ))}
      </ul>
    </div>
  );
}
