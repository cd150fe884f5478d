import { Suspense, useEffect, useMemo, useState } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { NowRouteQuery } from '../__generated__/NowRouteQuery.graphql';
import type { NowRouteWalk_edition$key } from '../__generated__/NowRouteWalk_edition.graphql';
import { LoadingText } from '../components/layout/LoadingText';
import { useUse24Hour } from '../lib/clockPreference';
import type { HostInfo } from '../lib/host';
import { walkMinutes, type Point } from '../lib/map/geometry';
import { countdown, serverNow, setServerTime, stagesNow, viewerNext, type NowSet } from '../lib/now';
import { formatClock } from '../lib/schedule/time';
import { useEditionBasePath } from '../lib/useEditionBasePath';
import { useOffline } from '../offline/useOffline';
import { preloadRouteQuery } from '../relay/preload';
import { preloadTimetable, type FirstSync } from '../relay/timetableSync';
import { useSyncedTimetable } from '../relay/useSyncedTimetable';
import { festivalSlugOf } from './EditionListRoute';

// The Now tab (issue 29): per stage the set on now with a progress bar and the next set; the
// viewer's next set (votes or saved plan) with a countdown and the walk from where they are. Sets
// move live through the edition layout's editionTallies subscription (same Set records); the clock
// is the server's (Query.serverTime), renewed every 15 s; offline it reads the persisted store.
const query = graphql`
  query NowRouteQuery($festivalSlug: String!, $editionSlug: String!) {
    serverTime
    festival(slug: $festivalSlug) {
      edition(slug: $editionSlug) {
        id
        timeZone
        dayStartHour
        stages {
          id
          name
        }
        # Kept by the timetable sync (relay/timetableSync.ts), not fetched with this query.
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
        savedPlan {
          items {
            set {
              id
            }
          }
        }
        ...NowRouteWalk_edition
      }
    }
  }
`;

export function nowLoader(environment: Environment, host: HostInfo) {
  return ({ params }: LoaderFunctionArgs) => {
    const edition = { festivalSlug: festivalSlugOf(params, host), editionSlug: params.editionSlug ?? '' };
    return {
      queryRef: preloadRouteQuery<NowRouteQuery>(environment, 'now', query, edition),
      timetable: preloadTimetable(environment, edition),
    };
  };
}

const NO_SETS = [] as const;

export function NowRoute() {
  const { queryRef, timetable } = useLoaderData() as {
    queryRef: PreloadedQuery<NowRouteQuery>;
    timetable: FirstSync;
  };
  return (
    <Suspense fallback={<LoadingText>Loading what's on...</LoadingText>}>
      <Now queryRef={queryRef} firstSync={timetable} />
    </Suspense>
  );
}

function useServerNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function Now({ queryRef, firstSync }: { queryRef: PreloadedQuery<NowRouteQuery>; firstSync: FirstSync }) {
  const data = usePreloadedQuery<NowRouteQuery>(query, queryRef);
  // The server's clock, before the first reading of it below.
  // Offline the store's serverTime is an old answer: the device's clock (with the offset learnt
  // online) goes on.
  const offline = useOffline();
  useMemo(() => !offline && setServerTime(data.serverTime as string | null), [data.serverTime, offline]);
  const now = useServerNow();
  const base = useEditionBasePath();
  const use24Hour = useUse24Hour();
  const edition = data.festival?.edition ?? null;
  const planIds = useMemo(() => new Set(edition?.savedPlan.items.map((i) => i.set.id) ?? []), [edition]);
  const timetable = useSyncedTimetable(edition ? edition.syncedTimetable : NO_SETS, firstSync);
  if (!edition) return null;
  const sets = timetable as readonly NowSet[];
  const stages = stagesNow(edition.stages, sets, now, edition.timeZone, edition.dayStartHour);
  const mine = viewerNext(sets, planIds, now);
  // The visitor's 12/24-hour choice, as the schedule and set cards show it.
  const time = (iso?: string | null) => (iso ? formatClock(Date.parse(iso), edition.timeZone, use24Hour) : '');
  const setLink = (s: NowSet) => `${base}/sets/${encodeURIComponent(s.slug)}`;
  return (
    <div className="mx-auto max-w-xl space-y-4" data-testid="now-view">
      {mine.next ? (
        <Link
          to={setLink(mine.next)}
          data-testid="my-next"
          className="block min-h-11 rounded-lg border border-violet-600 bg-violet-950/50 p-3 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
        >
          <span className="block text-xs font-semibold tracking-wide text-violet-300 uppercase">Your next set</span>
          <span className="block text-lg font-bold text-white">{mine.next.name}</span>
          <span className="block text-sm text-slate-200">
            {mine.next.stage?.name ?? 'No stage'} · {time(mine.next.timeStart)} · in{' '}
            <span data-testid="my-next-countdown">{countdown(Date.parse(mine.next.timeStart ?? '') - now)}</span>
          </span>
          {mine.fromStageId && mine.next.stage ? <Walk edition={edition} from={mine.fromStageId} to={mine.next.stage.id} /> : null}
        </Link>
      ) : null}
      <ul className="space-y-3">
        {stages.map(({ stage, current, next }) => (
          <li key={stage.id} className="rounded-lg border border-slate-800 bg-slate-900/60 p-3" data-testid="now-stage">
            <h2 className="text-sm font-semibold text-slate-300">{stage.name}</h2>
            {current ? (
              <Link
                to={setLink(current.set)}
                className="mt-1 block min-h-11 rounded-md focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
              >
                <span className="block font-bold text-white">{current.set.name}</span>
                <span className="block text-xs text-slate-400">
                  {time(current.set.timeStart)} - {time(current.set.timeEnd)}
                </span>
                <span
                  role="progressbar"
                  aria-label={`${current.set.name} progress`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(current.progress * 100)}
                  className="mt-1 block h-2 overflow-hidden rounded-full bg-slate-800"
                >
                  <span className="block h-full bg-violet-500" style={{ width: `${current.progress * 100}%` }} />
                </span>
              </Link>
            ) : (
              <p className="mt-1 text-sm text-slate-400">Nothing on now</p>
            )}
            {next ? (
              <Link
                to={setLink(next)}
                className="mt-2 flex min-h-11 items-center justify-between gap-2 rounded-md text-sm text-slate-200"
              >
                <span>
                  Next: <span className="font-semibold">{next.name}</span>
                </span>
                <span className="text-slate-400">{time(next.timeStart)}</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The walk from the stage the viewer is at to their next set's, by the server's rule
 * (lib/map/geometry walkMinutes): from the route query's stage positions, so it needs no query
 * of its own and shows offline too.
 */
function Walk({ edition, from, to }: { edition: NowRouteWalk_edition$key; from: string; to: string }) {
  const data = useFragment(
    graphql`
      fragment NowRouteWalk_edition on Edition {
        walkingMetersPerMinute
        defaultWalkMinutes
        stages {
          id
          position {
            x
            y
          }
        }
      }
    `,
    edition,
  );
  const positions = new Map<string, Point>();
  for (const s of data.stages) if (s.position) positions.set(s.id, s.position);
  const minutes = walkMinutes(from, to, positions, {
    metersPerMinute: data.walkingMetersPerMinute,
    defaultMinutes: data.defaultWalkMinutes,
  });
  return (
    <span className="block text-xs text-slate-300" data-testid="my-next-walk">
      {minutes === 0 ? 'Same stage' : `${minutes} min walk from where you are`}
    </span>
  );
}
