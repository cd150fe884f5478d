import { Suspense, useEffect, useMemo, useTransition } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
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
import { Button } from '../../components/ui/button';
import { CalendarFeedPanel } from '../../components/schedule/CalendarFeedPanel';
import { ClashSummary } from '../../components/schedule/ClashSummary';
import { ScheduleToolbar } from '../../components/schedule/ScheduleToolbar';
import { PlanProblems } from '../../components/map/SavedPlanView';
import { editionStatus } from '../../lib/editionStatus';
import type { HostInfo } from '../../lib/host';
import { clashSeverityById } from '../../lib/schedule/clashes';
import { saveUse24Hour, storedUse24Hour } from '../../lib/clockPreference';
import { DEFAULT_DAY_START_HOUR } from '../../lib/schedule/festivalDay';
import { daysOf, planClashes, toScheduleSets } from '../../lib/schedule/model';
import { parseScheduleParams, writeScheduleParams, type ScheduleParams } from '../../lib/schedule/params';
import { useNow } from '../../lib/schedule/useNow';
import { useEditionBasePath } from '../../lib/useEditionBasePath';
import { preloadRouteQuery } from '../../relay/preload';
import { preloadTimetable, type FirstSync } from '../../relay/timetableSync';
import { useResyncTimetable, useSyncedTimetable } from '../../relay/useSyncedTimetable';
import { useRefetchWhenStale } from '../../relay/useRefetchWhenStale';
import { festivalSlugOf } from '../EditionListRoute';
import { useRetryRoute } from '../errors';
import type { ScheduleContext } from './context';

// The Schedule tab: one query for both views (timeline and list). Live changes arrive through the
// edition layout's editionTallies subscription, which updates the same Set records in the store, so
// both views move sets without refetching.
const query = graphql`
  query ScheduleRouteQuery($festivalSlug: String!, $editionSlug: String!, $q: String, $search: Boolean!) {
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
        dayStartHour
        stages {
          id
          name
        }
        # The timetable as last synced (relay/timetableSync.ts): the loader's sync asks only for
        # what changed since the watermark kept in the store, not the whole list every visit.
        syncedTimetable {
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
        # The search is the server's (accents and case ignored, indexed); the plan and its
        # clashes still come from the whole timetable.
        matches: timetable(q: $q) @include(if: $search) {
          id
        }
        # The saved plan (Map tab) is "My plan" when there is one, with what a change broke.
        savedPlan {
          items {
            set {
              id
            }
          }
          problems {
            message
          }
        }
        ...CalendarFeedPanel_edition
      }
    }
  }
`;

const NO_SETS = [] as const;

export function scheduleLoader(environment: Environment, host: HostInfo) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const edition = { festivalSlug: festivalSlugOf(params, host), editionSlug: params.editionSlug ?? '' };
    return {
      queryRef: preloadRouteQuery<ScheduleRouteQuery>(environment, 'schedule', query, {
        ...edition,
        ...searchVariables(parseScheduleParams(new URL(request.url).searchParams).q),
      }),
      timetable: preloadTimetable(environment, edition),
    };
  };
}

function searchVariables(q: string) {
  return { q: q || null, search: q !== '' };
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
  const { queryRef, timetable } = useLoaderData() as { queryRef: PreloadedQuery<ScheduleRouteQuery>; timetable: FirstSync };
  return (
    <ErrorBoundary resetKey={queryRef} fallback={<ScheduleErrorRetry />}>
      <Suspense fallback={<LoadingText>Loading schedule...</LoadingText>}>
        <ScheduleScreen initialRef={queryRef} firstSync={timetable} />
      </Suspense>
    </ErrorBoundary>
  );
}

function ScheduleError({ onRetry }: { onRetry: () => void }) {
  return (
    <MessagePage role="alert" title="Error loading schedule." actions={<Button onClick={onRetry}>Try Again</Button>}>
      <p>Please try again in a moment.</p>
    </MessagePage>
  );
}

/** The error of a failed schedule query: retrying loads the route again (a new query). */
function ScheduleErrorRetry() {
  return <ScheduleError onRetry={useRetryRoute()} />;
}

function ScheduleScreen({ initialRef, firstSync }: { initialRef: PreloadedQuery<ScheduleRouteQuery>; firstSync: FirstSync }) {
  const [ref, load] = useQueryLoader<ScheduleRouteQuery>(query, initialRef);
  const [, startTransition] = useTransition();
  const current = ref ?? initialRef;
  const resync = useResyncTimetable(current.variables);
  // Resyncs and viewer changes reload (ScheduleLayout's useRefetchWhenStale), the timetable too.
  const reload = () => {
    resync();
    startTransition(() => load(current.variables, { fetchPolicy: 'network-only' }));
  };
  // A new search (typed, or Back to another address) asks the server again.
  const [searchParams] = useSearchParams();
  const q = parseScheduleParams(searchParams).q;
  useEffect(() => {
    if ((current.variables.q ?? '') === q) return;
    startTransition(() => load({ ...current.variables, ...searchVariables(q) }, { fetchPolicy: 'store-or-network' }));
  }, [q, current, load]);
  return <ScheduleLayout queryRef={current} reload={reload} firstSync={firstSync} />;
}

function ScheduleLayout({
  queryRef,
  reload,
  firstSync,
}: {
  queryRef: PreloadedQuery<ScheduleRouteQuery>;
  reload: () => void;
  firstSync: FirstSync;
}) {
  const data = usePreloadedQuery<ScheduleRouteQuery>(query, queryRef);
  const viewerId = data.viewer?.user.id ?? null;
  // myVote is per viewer; live events of a gap are lost.
  useRefetchWhenStale(viewerId, reload);

  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => {
    const p = parseScheduleParams(searchParams);
    // Without use24Hour in the address, the visitor's last choice on this device.
    return searchParams.has('use24Hour') ? p : { ...p, use24Hour: storedUse24Hour() ?? p.use24Hour };
  }, [searchParams]);
  const basePath = useEditionBasePath();
  const now = useNow();
  const edition = data.festival?.edition ?? null;
  const timeZone = edition?.timeZone ?? 'UTC';
  const dayStartHour = edition?.dayStartHour ?? DEFAULT_DAY_START_HOUR;
  // An edition not shown (missing, unpublished) waits for no timetable.
  const timetable = useSyncedTimetable(edition?.published ? edition.syncedTimetable : NO_SETS, firstSync);

  const matchList = edition?.matches;
  const matches = useMemo(() => (matchList ? new Set(matchList.map((m) => m.id)) : null), [matchList]);
  const savedItems = edition?.savedPlan.items;
  const savedPlan = useMemo(() => (savedItems?.length ? new Set(savedItems.map((i) => i.set.id)) : null), [savedItems]);
  const model = useMemo(() => {
    const { timed, untimed } = toScheduleSets(timetable, timeZone, dayStartHour);
    // With a saved plan, "My plan" is that plan: its clashes only, not every vote's.
    const clashes = planClashes(timed, savedPlan);
    return { timed, untimed, clashes, severity: clashSeverityById(clashes), days: daysOf(timed) };
  }, [timetable, timeZone, dayStartHour, savedPlan]);

  // The edition layout above shows a missing festival or edition; getting here without one means
  // the schedule itself failed (the server nulls the edition when its timetable errors).
  if (!data.festival) return null;
  if (!edition) return <ScheduleError onRetry={reload} />;
  if (!edition.published) {
    return (
      <MessagePage title="Schedule not yet published.">
        <p>Check back closer to the festival.</p>
      </MessagePage>
    );
  }

  const setParams = (next: ScheduleParams) => {
    if (next.use24Hour !== params.use24Hour) saveUse24Hour(next.use24Hour); // for set cards too
    setSearchParams((prev) => writeScheduleParams(next, prev), { replace: true, preventScrollReset: true });
  };
  const status = editionStatus(edition, now);
  const context: ScheduleContext = {
    timeZone,
    dayStartHour,
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
    matches,
    savedPlan,
    setParams,
    signedIn: viewerId !== null,
    basePath,
  };

  return (
    <div className="flex flex-col gap-4">
      <ScheduleToolbar status={status} timeZone={timeZone} params={params} onChange={setParams} signedIn={viewerId !== null}>
        <CalendarFeedPanel edition={edition} signedIn={viewerId !== null} timeZone={timeZone} />
      </ScheduleToolbar>
      {params.plan && <PlanProblems problems={edition.savedPlan.problems} />}
      {params.plan && model.clashes.length > 0 && (
        <ClashSummary
          clashes={model.clashes}
          timeZone={timeZone}
          use24Hour={params.use24Hour}
          now={now.getTime()}
          dayStartHour={dayStartHour}
        />
      )}
      <Outlet context={context} />
    </div>
  );
}
