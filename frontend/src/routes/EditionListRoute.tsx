import { Suspense, useEffect, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { EditionListRouteEditionsQuery } from '../__generated__/EditionListRouteEditionsQuery.graphql';
import type { EditionListRouteQuery } from '../__generated__/EditionListRouteQuery.graphql';
import { EditionCard } from '../components/EditionCard';
import { FestivalsHomeLink } from '../components/HomeLink';
import { LoadingText } from '../components/layout/LoadingText';
import { MessagePage } from '../components/layout/MessagePage';
import { editionBasePath, type HostInfo } from '../lib/host';
import { setServerTime } from '../lib/now';
import { useHost } from '../lib/useHost';
import { useOffline } from '../offline/useOffline';
import { preloadRouteQuery } from '../relay/preload';

// Two queries started together: the festival (its heading shows as soon as it is known) and its
// editions ('Loading editions...' meanwhile), the spec's two loading states.
const festivalQuery = graphql`
  query EditionListRouteQuery($festivalSlug: String!) {
    festival(slug: $festivalSlug) {
      id
      name
      slug
      description
      logoUrl
    }
  }
`;

const editionsQuery = graphql`
  query EditionListRouteEditionsQuery($festivalSlug: String!) {
    # The cards' Live Now / Upcoming / Ended read the server's clock (lib/now.ts), as the edition's
    # own screens do.
    serverTime
    festival(slug: $festivalSlug) {
      id
      editions {
        id
        slug
        ...EditionCard_edition
      }
    }
  }
`;

/** Festival slug from the path (/festivals/:festivalSlug) or from the festival subdomain. */
export function festivalSlugOf(params: { festivalSlug?: string }, host: HostInfo): string {
  return params.festivalSlug ?? (host.kind === 'festival' ? host.festivalSlug : '');
}

export function editionListLoader(environment: Environment, host: HostInfo) {
  return ({ params }: LoaderFunctionArgs) => {
    const festivalSlug = festivalSlugOf(params, host);
    return {
      festivalSlug,
      festivalRef: preloadRouteQuery<EditionListRouteQuery>(environment, 'festival', festivalQuery, { festivalSlug }),
      editionsRef: preloadRouteQuery<EditionListRouteEditionsQuery>(environment, 'festivalEditions', editionsQuery, {
        festivalSlug,
      }),
    };
  };
}

type LoaderData = {
  festivalSlug: string;
  festivalRef: PreloadedQuery<EditionListRouteQuery>;
  editionsRef: PreloadedQuery<EditionListRouteEditionsQuery>;
};

export function EditionListRoute() {
  const data = useLoaderData() as LoaderData;
  return (
    <Suspense fallback={<LoadingText>Loading festival...</LoadingText>}>
      <FestivalPage {...data} />
    </Suspense>
  );
}

export function FestivalNotFound({ slug }: { slug: string }) {
  return (
    <MessagePage title="Festival not found" actions={<FestivalsHomeLink>Back to Festivals</FestivalsHomeLink>}>
      <p>Festival with slug {slug} not found</p>
    </MessagePage>
  );
}

type Festival = NonNullable<EditionListRouteQuery['response']['festival']>;

function FestivalPage({ festivalRef, editionsRef, festivalSlug }: LoaderData) {
  const { festival } = usePreloadedQuery<EditionListRouteQuery>(festivalQuery, festivalRef);
  if (!festival) return <FestivalNotFound slug={festivalSlug} />;
  return (
    <Suspense
      fallback={
        <FestivalHeading festival={festival}>
          <LoadingText>Loading editions...</LoadingText>
        </FestivalHeading>
      }
    >
      <EditionList festival={festival} editionsRef={editionsRef} />
    </Suspense>
  );
}

function EditionList({ festival, editionsRef }: { festival: Festival; editionsRef: LoaderData['editionsRef'] }) {
  const result = usePreloadedQuery<EditionListRouteEditionsQuery>(editionsQuery, editionsRef);
  const editions = result.festival?.editions ?? [];
  // Offline the store's serverTime is an old answer: keep the offset learnt online.
  if (!useOffline()) setServerTime(typeof result.serverTime === 'string' ? result.serverTime : null);
  const host = useHost();
  const navigate = useNavigate();
  const only = editions.length === 1 ? editions[0] : undefined;

  // Exactly one edition: go straight to it.
  useEffect(() => {
    if (only) navigate(editionBasePath(festival.slug, only.slug, host), { replace: true });
  }, [only, festival.slug, host, navigate]);

  if (only) return <LoadingText>Redirecting to current edition...</LoadingText>;

  if (editions.length === 0) {
    return (
      <MessagePage
        title="No Editions Available"
        actions={<FestivalsHomeLink variant="outline">Back</FestivalsHomeLink>}
      >
        <p>{festival.name} has no editions to vote on yet.</p>
      </MessagePage>
    );
  }

  return (
    <FestivalHeading festival={festival}>
      <h2 className="mb-4 text-xl font-semibold text-slate-200">Editions</h2>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {editions.map((edition) => (
          <li key={edition.id}>
            <EditionCard edition={edition} festivalSlug={festival.slug} />
          </li>
        ))}
      </ul>
    </FestivalHeading>
  );
}

/** The festival's logo, name and description above what the page shows of its editions. */
function FestivalHeading({ festival, children }: { festival: Festival; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="mb-6 flex items-center gap-4">
        {festival.logoUrl && (
          <img src={festival.logoUrl} alt={`${festival.name} logo`} className="h-14 w-14 rounded-lg object-contain" />
        )}
        <div>
          <h1 className="text-3xl font-bold text-white">{festival.name}</h1>
          {festival.description && <p className="mt-1 text-slate-400">{festival.description}</p>}
        </div>
      </div>
      {children}
    </div>
  );
}
