import { Suspense, useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import {
  Outlet,
  useLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Environment } from 'relay-runtime';
import type { ScheduleRouteQuery } from '../../__generated__/ScheduleRouteQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { LoadingText } from '../../components/layout/LoadingText';
import { MessagePage } from '../../components/layout/MessagePage';
import { CalendarFeedPanel } from '../../components/schedule/CalendarFeedPanel';
import { ClashSummary } from '../../components/schedule/ClashSummary';
import { ScheduleToolbar } from '../../components/schedule/ScheduleToolbar';
import { editionStatus } from '../../lib/editionStatus';
import type { HostInfo } from '../../lib/host';
import { clashSeverityById } from '../../lib/schedule/clashes';
import { daysOf, planClashes, toScheduleSets } from '../../lib/schedule/model';
import { parseScheduleParams, writeScheduleParams, type ScheduleParams } from '../../lib/schedule/params';
import { useNow } from '../../lib/schedule/useNow';
import { useEditionBasePath } from '../../lib/useEditionBasePath';
import { preloadRouteQuery } from '../../relay/preload';
import { useRefetchWhenStale, useReloadableQuery } from '../../relay/useRefetchWhenStale';
import { festivalSlugOf } from '../EditionListRoute';
import type { ScheduleContext } from './context';

// The Schedule tab: one query for both views (timeline and list). Live changes arrive through the
// edition layout's setUpdated subscription, which updates the same Set records in the store, so
// both views move sets without refetching.
const query = graphql`
  query ScheduleRouteQuery($festivalSlug: String!, $editionSlug: String!) {
    viewer {
      user {
        id
      }
    }
    festival(slug: $festivalSlug) {
      id
      edition(slug: $editionSlug) {
        id
        published
        startDate
        endDate
        timeZone
        stages {
          id
          name
        }
        timetable {
          id
          slug
          name
          timeStart
          timeEnd
          myVote
          stage {
            id
            name
          }
        }
        ...CalendarFeedPanel_edition
      }
    }
  }
`;

export function scheduleLoader(environment: Environment, host: HostInfo) {
  return ({ params }: LoaderFunctionArgs) => ({
    queryRef: preloadRouteQuery<ScheduleRouteQuery>(environment, 'schedule', query, {
      festivalSlug: festivalSlugOf(params, host),
      editionSlug: params.editionSlug ?? '',
    }),
  });
}

/** Filters and view switches are local: only another edition (or 'Try Again') loads again. */
export function shouldRevalidateSchedule({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return currentParams.festivalSlug !== nextParams.festivalSlug || currentParams.editionSlug !== nextParams.editionSlug;
}

export function ScheduleRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ScheduleRouteQuery> };
  return (
    <ErrorBoundary fallback={<ScheduleError />}>
      <Suspense fallback={<LoadingText>Loading schedule...</LoadingText>}>
        <ScheduleScreen initialRef={queryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}

function ScheduleError() {
  return (
    <MessagePage role="alert" title="Error loading schedule.">
      <p>Please try again in a moment.</p>
    </MessagePage>
  );
}

function ScheduleScreen({ initialRef }: { initialRef: PreloadedQuery<ScheduleRouteQuery> }) {
  const [ref, reload] = useReloadableQuery<ScheduleRouteQuery>(query, initialRef);
  return <ScheduleLayout queryRef={ref} reload={reload} />;
}

function ScheduleLayout({ queryRef, reload }: { queryRef: PreloadedQuery<ScheduleRouteQuery>; reload: () => void }) {
  const data = usePreloadedQuery<ScheduleRouteQuery>(query, queryRef);
  const viewerId = data.viewer?.user.id ?? null;
  // myVote is per viewer; live events of a gap are lost.
  useRefetchWhenStale(viewerId, reload);

  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseScheduleParams(searchParams), [searchParams]);
  const basePath = useEditionBasePath();
  const now = useNow();
  const edition = data.festival?.edition ?? null;
  const timeZone = edition?.timeZone ?? 'UTC';
  const timetable = edition?.timetable;

  const model = useMemo(() => {
    const { timed, untimed } = toScheduleSets(timetable ?? [], timeZone);
    const clashes = planClashes(timed);
    return { timed, untimed, clashes, severity: clashSeverityById(clashes), days: daysOf(timed) };
  }, [timetable, timeZone]);

  // The edition layout above shows a missing festival or edition; getting here without one means
  // the schedule itself failed (the server nulls the edition when its timetable errors).
  if (!data.festival) return null;
  if (!edition) return <ScheduleError />;
  if (!edition.published) {
    return (
      <MessagePage title="Schedule not yet published.">
        <p>Check back closer to the festival.</p>
      </MessagePage>
    );
  }

  const setParams = (next: ScheduleParams) =>
    setSearchParams((prev) => writeScheduleParams(next, prev), { replace: true, preventScrollReset: true });
  const status = editionStatus(edition, now);
  const context: ScheduleContext = {
    timeZone,
    startDate: edition.startDate ?? null,
    endDate: edition.endDate ?? null,
    live: status === 'live',
    stages: edition.stages,
    sets: model.timed,
    untimed: model.untimed,
    days: model.days,
    clashes: model.clashes,
    severity: model.severity,
    params,
    setParams,
    signedIn: viewerId !== null,
    basePath,
  };

  return (
    <div className="flex flex-col gap-4">
      <ScheduleToolbar status={status} timeZone={timeZone} params={params} onChange={setParams} signedIn={viewerId !== null}>
        <CalendarFeedPanel edition={edition} signedIn={viewerId !== null} timeZone={timeZone} />
      </ScheduleToolbar>
      {model.clashes.length > 0 && <ClashSummary clashes={model.clashes} timeZone={timeZone} use24Hour={params.use24Hour} />}
      <Outlet context={context} />
    </div>
  );
}
