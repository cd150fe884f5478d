import { Suspense, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { ShareButton } from '../../components/share/ShareButton';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { MapRouteQuery, MapRouteQuery$data } from '../../__generated__/MapRouteQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { LoadingText } from '../../components/layout/LoadingText';
import { MessagePage } from '../../components/layout/MessagePage';
import { CREW_PARAM, CrewPlan, crewPlanLoader, type CrewQueries, type RouteOnMap } from '../../components/map/CrewPlan';
import { PlanView } from '../../components/map/PlanView';
import { SavedPlanView } from '../../components/map/SavedPlanView';
import { CrewOnMap, SharingBadge, sharingGroup, type Clock } from '../../components/map/CrewOnMap';
import { MyPins, Nearest, PoiChips, poiKind, type Poi } from '../../components/map/OnSite';
import { SiteMap, type MapMark, type MapPin } from '../../components/map/SiteMap';
import { StageWalkList } from '../../components/map/StageWalkList';
import { Button } from '../../components/ui/button';
import { storedUse24Hour } from '../../lib/clockPreference';
import { errorMessage } from '../../lib/errors';
import type { HostInfo } from '../../lib/host';
import { nowAndNext, toMeters, type Point } from '../../lib/map/geometry';
import { distanceOffMap, formatDistance, groundScale, leaveLine, mapPositionOf, walkMinutesBetween } from '../../lib/map/onsite';
import { useGeolocation, type GeoState } from '../../lib/map/useGeolocation';
import { festivalDay } from '../../lib/schedule/festivalDay';
import { formatClock } from '../../lib/schedule/time';
import { useNow } from '../../lib/schedule/useNow';
import { toast } from '../../lib/toast';
import { useEditionBasePath } from '../../lib/useEditionBasePath';
import { useSavePlanMutation } from '../../mutations/useSavePlanMutation';
import { onSetContentChanged } from '../../relay/liveEvents';
import { preloadRouteQuery } from '../../relay/preload';
import { preloadTimetable, type FirstSync } from '../../relay/timetableSync';
import { useResyncTimetable, useSyncedTimetable } from '../../relay/useSyncedTimetable';
import { useRefetchWhenStale, useReloadableQuery } from '../../relay/useRefetchWhenStale';
import { festivalSlugOf } from '../EditionListRoute';
import { useRetryRoute } from '../errors';

// The Map tab: the site map with a pin per stage (what is on now and next there), the viewer's
// plan drawn over it (the saved plan, else the computed one) with the walks between, "Build my
// plan" and the crew plan. One query (and the crew plan's two, when a group is chosen in the
// address); a set's change (time, stage, votes) fetches it again.
const query = graphql`
  query MapRouteQuery($festivalSlug: String!, $editionSlug: String!) {
    viewer {
      user {
        id
      }
      # The groups to show on the map and share with (sharingUntil: the viewer's own badge).
      groups(first: 100) {
        edges {
          node {
            id
            name
            sharingUntil
          }
        }
      }
      ...CrewPlan_viewer
    }
    festival(slug: $festivalSlug) {
      id
      edition(slug: $editionSlug) {
        id
        published
        timeZone
        mapUrl
        mapWidthPx
        mapHeightPx
        mapWidthMeters
        walkingMetersPerMinute
        defaultWalkMinutes
        dayStartHour
        # On site (issue 35): the georeference converts the device's position on the client
        # (offline too); places and the viewer's pins come with the map.
        georeferenced
        georeference {
          origin {
            latitude
            longitude
          }
          transform
          scale
        }
        pointsOfInterest {
          id
          kind
          name
          openingHours
          position {
            x
            y
          }
        }
        myPins {
          id
          label
          position {
            x
            y
          }
        }
        stages {
          id
          name
          position {
            x
            y
          }
        }
        # Kept by the timetable sync (relay/timetableSync.ts), not fetched with this query.
        syncedTimetable {
          id
          name
          timeStart
          timeEnd
          stage {
            id
          }
        }
        plan(groupId: null) {
          items {
            walkMinutesBefore
            set {
              id
              name
              timeStart
              timeEnd
              stage {
                id
                name
              }
            }
          }
          ...PlanView_plan
        }
        savedPlan {
          items {
            walkMinutesBefore
            set {
              id
              name
              timeStart
              timeEnd
              stage {
                id
                name
              }
            }
          }
          problems {
            message
          }
          ...SavedPlanView_savedPlan
        }
      }
    }
  }
`;

export function mapLoader(environment: Environment, host: HostInfo) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const edition = { festivalSlug: festivalSlugOf(params, host), editionSlug: params.editionSlug ?? '' };
    return {
      queryRef: preloadRouteQuery<MapRouteQuery>(environment, 'map', query, edition),
      timetable: preloadTimetable(environment, edition),
      // The crew plan of the group chosen in the address (?crew=), if any.
      crew: crewPlanLoader(environment, edition, new URL(request.url).searchParams.get(CREW_PARAM)),
    };
  };
}

export function shouldRevalidateMap({ currentParams, nextParams, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return (
    currentParams.festivalSlug !== nextParams.festivalSlug ||
    currentParams.editionSlug !== nextParams.editionSlug ||
    currentUrl.searchParams.get(CREW_PARAM) !== nextUrl.searchParams.get(CREW_PARAM)
  );
}

const LIVE_DEBOUNCE_MS = 400;

export function MapRoute() {
  const { queryRef, timetable, crew } = useLoaderData() as {
    queryRef: PreloadedQuery<MapRouteQuery>;
    timetable: FirstSync;
    crew: CrewQueries | null;
  };
  return (
    <ErrorBoundary resetKey={queryRef} fallback={<MapError />}>
      <Suspense fallback={<LoadingText>Loading map...</LoadingText>}>
        <MapScreen initialRef={queryRef} firstSync={timetable} crew={crew} />
      </Suspense>
    </ErrorBoundary>
  );
}

function MapError() {
  const retry = useRetryRoute();
  return (
    <MessagePage role="alert" title="Error loading the map." actions={<Button onClick={retry}>Try Again</Button>}>
      <p>Please try again in a moment.</p>
    </MessagePage>
  );
}

function MapScreen({
  initialRef,
  firstSync,
  crew,
}: {
  initialRef: PreloadedQuery<MapRouteQuery>;
  firstSync: FirstSync;
  crew: CrewQueries | null;
}) {
  const [ref, reload] = useReloadableQuery<MapRouteQuery>(query, initialRef);
  const data = usePreloadedQuery<MapRouteQuery>(query, ref);
  const viewerId = data.viewer?.user.id ?? null;
  const resync = useResyncTimetable(ref.variables);
  useRefetchWhenStale(viewerId, () => {
    resync();
    reload();
  });
  const edition = data.festival?.edition ?? null;
  const timetable = useSyncedTimetable(edition?.published ? edition.syncedTimetable : NO_SETS, firstSync);
  // A set's time or stage changed (live events update the timetable's records in the store): the
  // plan may be another one now, so the query runs again, a moment after the last change of a
  // burst. Tally changes (other people's votes, most live events at a festival) leave the
  // viewer's plan alone and send nothing.
  const timing = useMemo(
    () => timetable.map((s) => `${s.id} ${s.timeStart ?? ''} ${s.timeEnd ?? ''} ${s.stage?.id ?? ''}`).join('\n'),
    [timetable],
  );
  const seen = useRef(timing);
  const onLive = useEffectEvent(reload);
  useEffect(() => {
    if (timing === seen.current) return;
    seen.current = timing;
    const timer = setTimeout(() => onLive(), LIVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [timing]);
  // The live stream's content changes (a set's time or stage moved, it was archived) too: the
  // timetable's records may not show them, when the set is not in the synced list yet.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = onSetContentChanged(() => {
      clearTimeout(timer);
      timer = setTimeout(() => onLive(), LIVE_DEBOUNCE_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, []);

  if (!data.festival) return null;
  if (!edition) return <MapError />;
  if (!edition.published) {
    return (
      <MessagePage title="Map not yet published.">
        <p>Check back closer to the festival.</p>
      </MessagePage>
    );
  }
  return <MapContent edition={edition} timetable={timetable} viewer={data.viewer ?? null} crew={crew} />;
}

type Edition = NonNullable<NonNullable<MapRouteQuery$data['festival']>['edition']>;
type TimetableSet = NonNullable<Edition['syncedTimetable']>[number];

const NO_SETS = [] as const;

type Viewer = NonNullable<MapRouteQuery$data['viewer']>;

function MapContent({
  edition,
  timetable,
  viewer,
  crew,
}: {
  edition: Edition;
  timetable: readonly TimetableSet[];
  viewer: Viewer | null;
  crew: CrewQueries | null;
}) {
  const signedIn = viewer !== null;
  const now = useNow().getTime();
  const basePath = useEditionBasePath();
  const use24Hour = storedUse24Hour() ?? true;
  const timeZone = edition.timeZone;
  const clock = (iso: string) => formatClock(Date.parse(iso), timeZone, use24Hour);
  const [selected, setSelected] = useState<string | null>(null);
  const [crewRoute, setCrewRoute] = useState<RouteOnMap | null>(null);
  const [showCrew, setShowCrew] = useState(false);
  const [hiddenKinds, setHiddenKinds] = useState<ReadonlySet<string>>(new Set());
  const [selectedPoi, setSelectedPoi] = useState<string | null>(null);
  const [crewMarks, setCrewMarks] = useState<MapMark[]>([]);
  // "A point I tap on the map" for a meeting point: taps on the map choose it meanwhile.
  const [pickingMeeting, setPickingMeeting] = useState(false);
  const [meetingPick, setMeetingPick] = useState<Point | null>(null);
  const geo = useGeolocation();
  const today = festivalDay(now, timeZone, edition.dayStartHour);
  const weekday = useMemo(() => new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }), [timeZone]);
  // "Sun 18:00" for a time on another festival day than today, "18:00" today (the audit: plan
  // lines say their day when it is not today).
  const when = (iso: string) => {
    const ms = Date.parse(iso);
    const day = festivalDay(ms, timeZone, edition.dayStartHour);
    return day === today ? clock(iso) : `${weekday.format(ms)} ${clock(iso)}`;
  };

  const byStage = useMemo(() => {
    const m = new Map<string, TimetableSet[]>();
    for (const set of timetable) {
      if (!set.stage) continue;
      m.set(set.stage.id, [...(m.get(set.stage.id) ?? []), set]);
    }
    return m;
  }, [timetable]);

  const onNow = (stageId: string) => nowAndNext(byStage.get(stageId) ?? [], now);
  const describe = (stageId: string) => {
    const { now: playing, next } = onNow(stageId);
    return [
      playing ? `Now: ${playing.name}` : 'Nothing on now',
      next?.timeStart ? `Next: ${next.name} at ${when(next.timeStart)}` : 'Nothing next',
    ];
  };
  // The short label under a pin, without a tap.
  const short = (stageId: string) => {
    const { now: playing, next } = onNow(stageId);
    if (playing) return `Now: ${playing.name}`;
    return next?.timeStart ? `${when(next.timeStart)} ${next.name}` : undefined;
  };

  const saved = edition.savedPlan.items.length > 0;
  const route = saved ? edition.savedPlan.items : edition.plan.items;
  const ownRoute = {
    stageIds: route.map((i) => i.set.stage?.id ?? null),
    minutes: route.map((i) => i.walkMinutesBefore),
  };
  const routeData = showCrew && crewRoute ? crewRoute : ownRoute;
  // The next set of the drawn plan that has not ended, and the walk to it.
  const upcoming = route.find((i) => i.set.timeEnd && Date.parse(i.set.timeEnd) > now) ?? null;

  const hasMap = Boolean(edition.mapUrl && edition.mapWidthPx && edition.mapHeightPx);
  const size = {
    widthPx: edition.mapWidthPx ?? 0,
    heightPx: edition.mapHeightPx ?? 0,
    widthMeters: edition.mapWidthMeters ?? 0,
  };
  const placedOnMap = hasMap && size.widthMeters > 0;
  const pins: MapPin[] = edition.stages.map((s) => ({
    id: s.id,
    name: s.name,
    position: placedOnMap ? (s.position as Point | null) : null,
    label: `${s.name}. ${describe(s.id).join('. ')}`,
    short: short(s.id),
  }));
  const placedStages = edition.stages.flatMap((s) => (placedOnMap && s.position ? [{ id: s.id, name: s.name, position: s.position }] : []));

  // Where the visitor is (it stays on this device): on the map, or how far off the site.
  const ref = edition.georeferenced && edition.georeference ? edition.georeference : null;
  const fix = geo.state.status === 'on' ? geo.state.fix : null;
  const mapPos = fix && ref && placedOnMap ? mapPositionOf(fix.at, ref) : null;
  const heightMeters = placedOnMap ? (size.heightPx * size.widthMeters) / size.widthPx : 0;
  const offSite = mapPos && ref ? distanceOffMap(mapPos, size.widthMeters, heightMeters) * groundScale(ref) : null;
  const here = mapPos && offSite === 0 ? mapPos : null;
  const speed = edition.walkingMetersPerMinute;
  const upcomingStage = upcoming?.set.stage ? placedStages.find((s) => s.id === upcoming.set.stage!.id) : undefined;
  const leave =
    upcoming?.set.timeStart && here && upcomingStage
      ? leaveLine(
          {
            name: upcoming.set.name,
            start: Date.parse(upcoming.set.timeStart),
            end: upcoming.set.timeEnd ? Date.parse(upcoming.set.timeEnd) : null,
            stageName: upcomingStage.name,
          },
          walkMinutesBetween(here, upcomingStage.position, speed),
          now,
          festivalDay(Date.parse(upcoming.set.timeStart), timeZone, edition.dayStartHour) === today ? '' : when(upcoming.set.timeStart),
        )
      : null;

  const pois: Poi[] = edition.pointsOfInterest.map((p) => ({ ...p, position: p.position }));
  const groups = (viewer?.groups.edges ?? []).map((e) => e.node);
  const clockInfo: Clock = { now, timeZone, use24Hour, dayStartHour: edition.dayStartHour };
  const sharing = sharingGroup(groups, now);
  const marks: MapMark[] = [
    ...pois
      .filter((p) => !hiddenKinds.has(p.kind))
      .map((p) => ({
        id: `poi-${p.id}`,
        kind: 'poi' as const,
        position: p.position,
        icon: poiKind(p.kind).icon,
        label: `${poiKind(p.kind).name}: ${p.name}`,
        selected: selectedPoi === p.id,
        onSelect: () => setSelectedPoi((cur) => (cur === p.id ? null : p.id)),
      })),
    ...edition.myPins.map((p) => ({ id: `pin-${p.id}`, kind: 'pin' as const, position: p.position, icon: '📌', text: p.label, label: `My pin: ${p.label}` })),
    ...crewMarks,
    ...(here && fix && ref
      ? [{ id: 'me', kind: 'me' as const, position: here, text: 'You', label: 'You are here', accuracyMeters: fix.accuracyMeters / groundScale(ref) }]
      : []),
  ];
  const poi = pois.find((p) => p.id === selectedPoi) ?? null;
  const unplaced = edition.stages.filter((s) => !placedOnMap || !s.position);
  const selectedStage = edition.stages.find((s) => s.id === selected) ?? null;

  return (
    // Wide screens: the map and its stages beside the plans.
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-5 lg:items-start">
      <h2 className="sr-only">Map</h2>
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-3">
        {sharing && <SharingBadge group={sharing} fix={fix} clock={clockInfo} />}
        {hasMap && (
          <HereStatus state={geo.state} start={geo.start} georeferenced={Boolean(ref)} placed={placedOnMap} offSite={offSite} leave={leave} />
        )}
        {upcoming && (
          <p className="rounded-md border border-violet-800 bg-violet-950/40 p-3 text-sm text-violet-100" data-testid="next-in-plan">
            Next in your plan: <span className="font-semibold">{upcoming.set.name}</span>
            {upcoming.set.stage ? ` at ${upcoming.set.stage.name}` : ''}
            {upcoming.set.timeStart ? `, ${when(upcoming.set.timeStart)}` : ''}
            {upcoming.walkMinutesBefore > 0 ? ` · walk ${upcoming.walkMinutesBefore} min` : ''}
          </p>
        )}
        {hasMap ? (
          <section aria-label="Site map" className="flex flex-col gap-3">
            {crewRoute && (
              <div role="group" aria-label="Route on the map" className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
                <span aria-hidden="true">Route on the map:</span>
                <Button size="sm" variant={showCrew ? 'outline' : 'primary'} aria-pressed={!showCrew} onClick={() => setShowCrew(false)}>
                  My plan
                </Button>
                <Button size="sm" variant={showCrew ? 'primary' : 'outline'} aria-pressed={showCrew} onClick={() => setShowCrew(true)}>
                  Crew plan
                </Button>
              </div>
            )}
            <SiteMap
              url={edition.mapUrl!}
              size={size}
              pins={pins}
              route={routeData}
              selectedId={selected}
              onSelect={(id) => setSelected((s) => (s === id ? null : id))}
              marks={marks}
              zoomable
              onPlace={pickingMeeting ? (pixel) => setMeetingPick(toMeters(pixel, size)) : undefined}
              alt={pickingMeeting ? 'Site map: tap where to meet' : undefined}
            />
            <PoiChips
              pois={pois}
              hidden={hiddenKinds}
              onToggle={(kind) =>
                setHiddenKinds((h) => {
                  const next = new Set(h);
                  if (!next.delete(kind)) next.add(kind);
                  return next;
                })
              }
            />
            {poi && (
              <div className="rounded-md border border-slate-800 bg-slate-900 p-3 text-sm" aria-live="polite">
                <p className="font-semibold text-white">
                  <span aria-hidden="true">{poiKind(poi.kind).icon} </span>
                  {poi.name}
                </p>
                <p className="text-slate-300">
                  {poiKind(poi.kind).name}
                  {poi.openingHours ? ` · ${poi.openingHours}` : ''}
                  {here ? ` · ${walkMinutesBetween(here, poi.position, speed)} min walk` : ''}
                </p>
              </div>
            )}
            {selectedStage && (
              <div className="rounded-md border border-slate-800 bg-slate-900 p-3 text-sm" aria-live="polite">
                <p className="font-semibold text-white">{selectedStage.name}</p>
                {describe(selectedStage.id).map((line) => (
                  <p key={line} className="text-slate-300">
                    {line}
                  </p>
                ))}
              </div>
            )}
          </section>
        ) : null}
        {placedOnMap && pois.length > 0 && <Nearest pois={pois} here={here} stages={placedStages} metersPerMinute={speed} />}
        {placedOnMap && signedIn && <MyPins editionId={edition.id} pins={edition.myPins} here={here} stages={placedStages} />}
        {(unplaced.length > 0 || !hasMap) && (
          <StageWalkList
            title={hasMap ? 'Stages not on the map' : 'Stages'}
            stages={unplaced}
            allStages={edition.stages}
            walking={{ metersPerMinute: edition.walkingMetersPerMinute, defaultMinutes: edition.defaultWalkMinutes }}
            describe={describe}
          />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <section aria-labelledby="my-plan-title" className="flex flex-col gap-3">
          <h2 id="my-plan-title" className="text-lg font-semibold text-white">
            Build my plan
          </h2>
          {!signedIn ? (
            <p className="text-sm text-slate-400">Sign in and vote on sets to build your plan.</p>
          ) : (
            <>
              {saved && (
                <div className="flex flex-col gap-2">
                  <h3 className="text-sm font-semibold text-slate-200">Your saved plan (drawn on the map)</h3>
                  <SavedPlanView savedPlan={edition.savedPlan} timeZone={timeZone} use24Hour={use24Hour} basePath={basePath} />
                  <div className="flex flex-wrap gap-2">
                    <SaveButton editionId={edition.id} setIds={[]} />
                    <ShareButton editionId={edition.id} label="Share my plan" />
                  </div>
                  <Link to={`${basePath}/recap`} className="text-sm text-violet-300 hover:underline">
                    Your festival recap
                  </Link>
                </div>
              )}
              <h3 className="text-sm font-semibold text-slate-200">Best plan from your votes</h3>
              <PlanView plan={edition.plan} timeZone={timeZone} use24Hour={use24Hour} basePath={basePath} />
              {edition.plan.items.length > 0 && (
                <SaveButton editionId={edition.id} setIds={edition.plan.items.map((i) => i.set.id)} />
              )}
            </>
          )}
        </section>
        {viewer && placedOnMap && (
          <section aria-labelledby="crew-map-title" className="flex flex-col gap-3">
            <h2 id="crew-map-title" className="text-lg font-semibold text-white">
              Crew on the map
            </h2>
            <CrewOnMap
              groups={groups}
              editionId={edition.id}
              fix={fix}
              here={here}
              stages={placedStages}
              metersPerMinute={speed}
              clock={clockInfo}
              onMarks={setCrewMarks}
              mapPick={meetingPick}
              onPicking={setPickingMeeting}
            />
          </section>
        )}
        {viewer && (
          <section aria-labelledby="crew-plan-title" className="flex flex-col gap-3">
            <h2 id="crew-plan-title" className="text-lg font-semibold text-white">
              Crew plan
            </h2>
            <CrewPlan
              viewer={viewer}
              queries={crew}
              timeZone={timeZone}
              use24Hour={use24Hour}
              basePath={basePath}
              onRoute={setCrewRoute}
              onSite={ref ? { editionId: edition.id, stages: placedStages, metersPerMinute: speed } : undefined}
            />
          </section>
        )}
      </div>
    </div>
  );
}

/** Why there is a dot, or none; off the site, how far; on it, when to leave for the next set. */
function HereStatus({
  state,
  start,
  georeferenced,
  placed,
  offSite,
  leave,
}: {
  state: GeoState;
  start: () => void;
  georeferenced: boolean;
  placed: boolean;
  offSite: number | null;
  leave: string | null;
}) {
  const box = 'rounded-md border border-slate-800 bg-slate-900 p-3 text-sm text-slate-300';
  if (!georeferenced || !placed) {
    return (
      <p className={box} data-testid="here-status">
        No "you are here" dot: this festival's map is not placed on the earth yet.
      </p>
    );
  }
  if (state.status === 'off') {
    return (
      <div className={`${box} flex flex-wrap items-center justify-between gap-2`} data-testid="here-status">
        <p>See where you are on the map. Your position stays on this phone unless you share it with a group.</p>
        <Button size="sm" onClick={start}>
          Show where I am
        </Button>
      </div>
    );
  }
  if (state.status === 'denied') {
    return (
      <p className={box} data-testid="here-status">
        No "you are here" dot: location is turned off for this site in your browser's settings.
      </p>
    );
  }
  if (state.status === 'unavailable') {
    return (
      <p className={box} data-testid="here-status">
        No "you are here" dot: {state.reason}
      </p>
    );
  }
  if (state.status === 'waiting') {
    return (
      <p className={box} data-testid="here-status">
        Finding where you are...
      </p>
    );
  }
  if (offSite !== null && offSite > 0) {
    return (
      <p className={box} data-testid="here-status">
        You are {formatDistance(offSite)} from the site.
      </p>
    );
  }
  return (
    <p className="rounded-md border border-sky-800 bg-sky-950/40 p-3 text-sm text-sky-100" data-testid="here-status">
      {leave ?? 'You are on the site (the blue dot).'}
    </p>
  );
}

/** Saves the plan's sets as the viewer's plan; with none, clears the saved plan. */
function SaveButton({ editionId, setIds }: { editionId: string; setIds: string[] }) {
  const [save, busy] = useSavePlanMutation();
  const clear = setIds.length === 0;
  const onClick = async () => {
    try {
      const result = await save(editionId, setIds);
      const what = clear ? 'Saved plan cleared' : 'Plan saved';
      toast.success(result === 'saved' ? what : `${what} offline; it will be sent when you are back online`);
    } catch (error) {
      toast.error(`Failed to save plan: ${errorMessage(error, 'Please try again')}`);
    }
  };
  return (
    <div>
      <Button variant={clear ? 'outline' : 'primary'} onClick={() => void onClick()} disabled={busy}>
        {clear ? 'Clear saved plan' : 'Save as my plan'}
      </Button>
    </div>
  );
}
