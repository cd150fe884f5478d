import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import {
  Link,
  Navigate,
  Outlet,
  useLoaderData,
  useOutletContext,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Environment } from 'relay-runtime';
import type { EditionLayoutRouteQuery } from '../__generated__/EditionLayoutRouteQuery.graphql';
import { EditionHeader } from '../components/EditionHeader';
import { EditionTabs } from '../components/EditionTabs';
import { LoadingText } from '../components/layout/LoadingText';
import { MessagePage } from '../components/layout/MessagePage';
import { EditionSkeleton } from '../components/layout/ShellSkeleton';
import { buttonClasses } from '../components/ui/button';
import { festivalPath, type HostInfo } from '../lib/host';
import { useHost } from '../lib/useHost';
import { duringFestival, serverNow, setServerTime } from '../lib/now';
import { useOffline } from '../offline/useOffline';
import { preloadRouteQuery } from '../relay/preload';
import { useEditionMapLive } from '../subscriptions/useEditionMapLive';
import { useEditionTalliesSubscription } from '../subscriptions/useEditionTalliesSubscription';
import { FestivalNotFound, festivalSlugOf } from './EditionListRoute';

const query = graphql`
  query EditionLayoutRouteQuery($festivalSlug: String!, $editionSlug: String!) {
    serverTime
    # Signed in or not (the header's groups button); sign-in and sign-out relink the root viewer.
    viewer {
      user {
        id
      }
    }
    festival(slug: $festivalSlug) {
      id
      slug
      edition(slug: $editionSlug) {
        id
        slug
        startDate
        endDate
        timeZone
        dayStartHour
        ...EditionHeader_edition
      }
    }
  }
`;

export function editionLayoutLoader(environment: Environment, host: HostInfo) {
  return ({ params }: LoaderFunctionArgs) => {
    const festivalSlug = festivalSlugOf(params, host);
    const editionSlug = params.editionSlug ?? '';
    return {
      festivalSlug,
      editionSlug,
      queryRef: preloadRouteQuery<EditionLayoutRouteQuery>(environment, 'edition', query, {
        festivalSlug,
        editionSlug,
      }),
    };
  };
}

/**
 * Reload the edition only when the festival or edition changes (or on an explicit revalidation such
 * as 'Try Again'), not when a child route or the filter query string changes.
 */
export function shouldRevalidateEdition({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return currentParams.festivalSlug !== nextParams.festivalSlug || currentParams.editionSlug !== nextParams.editionSlug;
}

type LoaderData = { festivalSlug: string; editionSlug: string; queryRef: PreloadedQuery<EditionLayoutRouteQuery> };

export function EditionLayoutRoute() {
  const data = useLoaderData() as LoaderData;
  return (
    <Suspense fallback={<EditionSkeleton />}>
      <EditionLayout {...data} />
    </Suspense>
  );
}

function EditionLayout({ queryRef, festivalSlug, editionSlug }: LoaderData) {
  const { festival, viewer, serverTime } = usePreloadedQuery<EditionLayoutRouteQuery>(query, queryRef);
  const offline = useOffline(); // the store's serverTime is then an old answer
  const host = useHost();
  if (!festival) return <FestivalNotFound slug={festivalSlug} />;
  const edition = festival.edition;
  if (!edition) {
    return (
      <MessagePage
        title="Festival edition not found"
        actions={
          <Link to={festivalPath(festival.slug, host)} className={buttonClasses('primary')}>
            Back to Editions
          </Link>
        }
      >
        <p>Festival edition with slug {editionSlug} not found</p>
      </MessagePage>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 pb-8">
      <EditionLiveUpdates editionId={edition.id} />
      <EditionHeader edition={edition} signedIn={Boolean(viewer?.user)} />
      <EditionTabs />
      <div className="pt-4">
        <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
          <Outlet
            context={{ live: duringFestival(edition, serverNowAt(offline ? null : serverTime)) } satisfies EditionContext}
          />
        </Suspense>
      </div>
    </div>
  );
}

/** Live set changes and map content of the open edition for as long as its layout is mounted. */
function EditionLiveUpdates({ editionId }: { editionId: string }) {
  useEditionTalliesSubscription(editionId);
  useEditionMapLive(editionId);
  return null;
}

/** What the edition's screens learn from its layout: whether the festival is on now. */
export type EditionContext = { live: boolean };

function serverNowAt(serverTime: unknown): number {
  setServerTime(typeof serverTime === 'string' ? serverTime : null);
  return serverNow();
}

/** The edition's first screen: Now during the festival's days (nights included), else Vote. */
export function EditionIndex() {
  const context = useOutletContext<EditionContext | undefined>();
  return <Navigate to={context?.live ? 'now' : 'sets'} replace />;
}
