import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CrewOnMapQuery } from '../../__generated__/CrewOnMapQuery.graphql';
import type { Point } from '../../lib/map/geometry';
import { ago, walkMinutesBetween } from '../../lib/map/onsite';
import type { GeoFix } from '../../lib/map/useGeolocation';
import { formatClock } from '../../lib/schedule/time';
import { useMeetingPointsLive } from '../../subscriptions/useMeetingPointsLive';
import { useMemberLocations, type MemberLocation } from '../../subscriptions/useMemberLocations';
import { ErrorBoundary } from '../ErrorBoundary';
import { LoadingText } from '../layout/LoadingText';
import { ShareDialog, sharingGroup } from './CrewSharing';
import type { MapMark } from './MapMarks';
import { DropMeetingPoint, MeetingLine } from './MeetingPoints';
import type { PlacedStage } from './OnSite';

export { SharingBadge, sharingGroup } from './CrewSharing';

// The crew on the map (issue 35): sharing the visitor's position with one group for a time they
// choose (a dialog that says what, with whom, how long and how to stop; a badge with Stop), the
// members' dots live over memberLocationsChanged, and the group's meeting points.

export type Group = {
  id: string;
  name: string;
  sharingUntil: string | null | undefined;
};

export type Clock = {
  now: number;
  timeZone: string;
  use24Hour: boolean;
  dayStartHour: number;
};

const clockOf = (c: Clock, ms: number) => formatClock(ms, c.timeZone, c.use24Hour);

const meetingQuery = graphql`
  query CrewOnMapQuery($groupId: ID!, $editionId: ID!) {
    node(id: $groupId) {
      ... on Group {
        id
        meetingPoints(editionId: $editionId) {
          id
          stage {
            id
            name
          }
          position {
            x
            y
          }
          at
          note
          createdBy
          isMine
          expiresAt
        }
      }
    }
  }
`;

type CrewProps = {
  groups: ReadonlyArray<Group>;
  editionId: string;
  fix: GeoFix | null;
  here: Point | null;
  stages: ReadonlyArray<PlacedStage>;
  metersPerMinute: number;
  clock: Clock;
  /** The crew's marks for the map (members, meeting points). */
  onMarks: (marks: MapMark[]) => void;
  /** The chosen group's locations, for the crew plan. */
  onLocations?: (locations: ReadonlyArray<MemberLocation> | null) => void;
  /** The point last tapped on the map, for a meeting point placed on the map. */
  mapPick?: Point | null;
  /** Whether taps on the map choose a meeting point now. */
  onPicking?: (picking: boolean) => void;
};

const ignorePicking = () => {};

/** The crew section of the Map tab: the group to show, sharing, members and meeting points. */
export function CrewOnMap(props: CrewProps) {
  const { groups, clock, onMarks } = props;
  const sharing = sharingGroup(groups, clock.now);
  const [chosen, setChosen] = useState<string>(sharing?.id ?? '');
  const id = useId();
  const group = groups.find((g) => g.id === chosen) ?? null;
  useEffect(() => {
    if (!group) onMarks([]);
  }, [group, onMarks]);
  if (groups.length === 0) return <p className="text-sm text-slate-400">Join or create a group to see your crew on the map.</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-300">
          Crew to show
        </label>
        <select
          id={id}
          value={group?.id ?? ''}
          onChange={(e) => setChosen(e.target.value)}
          className="h-11 max-w-full rounded-md border border-slate-600 bg-slate-900 px-3 text-sm text-slate-100 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none sm:max-w-xs"
        >
          <option value="">Choose a group</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      {group && (
        <ErrorBoundary key={group.id} fallback={<p className="text-sm text-slate-400">The crew could not be loaded.</p>}>
          <Suspense fallback={<LoadingText>Loading the crew...</LoadingText>}>
            <Crew {...props} group={group} sharing={sharing} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

function Crew({
  group,
  sharing,
  editionId,
  fix,
  here,
  stages,
  metersPerMinute,
  clock,
  onMarks,
  onLocations,
  mapPick = null,
  onPicking = ignorePicking,
}: CrewProps & { group: Group; sharing: Group | null }) {
  const locations = useMemberLocations(group.id, editionId);
  const [fetchKey, setFetchKey] = useState(0);
  const [picking, setPicking] = useState(false);
  // Meeting points live: every member's drop or delete arrives over meetingPointsChanged; the
  // query's list (kept for offline) shows until the first live list.
  const live = useMeetingPointsLive(group.id, editionId);
  const choosePicking = useCallback(
    (on: boolean) => {
      setPicking(on);
      onPicking(on);
    },
    [onPicking],
  );
  const data = useLazyLoadQuery<CrewOnMapQuery>(
    meetingQuery,
    { groupId: group.id, editionId },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const points = (live ?? data.node?.meetingPoints ?? []).filter((p) => Date.parse(p.expiresAt) > clock.now);
  const stageOf = (id: string | undefined) => stages.find((s) => s.id === id) ?? null;
  const pointPlace = (p: (typeof points)[number]) => (p.stage ? (stageOf(p.stage.id)?.position ?? null) : (p.position ?? null));
  const others = (locations ?? []).filter((l) => !l.isViewer);

  useEffect(() => {
    onLocations?.(locations);
  }, [locations, onLocations]);
  useEffect(() => () => onLocations?.(null), [onLocations]);

  const marks: MapMark[] = [];
  for (const l of others) {
    if (!l.position) continue;
    const when = ago(Date.parse(l.updatedAt), clock.now);
    marks.push({
      id: `member-${l.name}`,
      kind: 'member',
      position: l.position,
      text: `${l.name} · ${when}`,
      label: `${l.name}, ${when}${l.approximate ? `, within ${Math.round(l.accuracyMeters)} m` : ''}`,
      accuracyMeters: l.accuracyMeters,
      approximate: l.approximate,
    });
  }
  for (const p of points) {
    const place = pointPlace(p);
    if (!place) continue;
    marks.push({
      id: `meet-${p.id}`,
      kind: 'meeting',
      position: place,
      icon: '🚩',
      text: `Meet ${clockOf(clock, Date.parse(p.at))}`,
      label: `Meeting point at ${clockOf(clock, Date.parse(p.at))}${p.note ? `: ${p.note}` : ''}`,
    });
  }
  if (picking && mapPick) {
    marks.push({ id: 'meet-new', kind: 'meeting', position: mapPick, icon: '📍', text: 'New meeting point', label: 'New meeting point, not dropped yet' });
  }
  const markKey = JSON.stringify(marks.map((m) => [m.id, m.position.x, m.position.y, m.text]));
  const onMarksLatest = useRef(onMarks);
  useEffect(() => {
    onMarksLatest.current = onMarks;
  });
  useEffect(() => {
    onMarksLatest.current(marks);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- markKey stands for marks
  }, [markKey]);
  useEffect(() => () => onMarksLatest.current([]), []);

  const walkFromHere = (place: Point | null) =>
    here && place ? `${walkMinutesBetween(here, place, metersPerMinute)} min walk from you` : null;

  return (
    <div className="flex flex-col gap-3">
      {sharing?.id !== group.id && <ShareDialog group={group} other={sharing} fix={fix} editionId={editionId} clock={clock} />}
      <div>
        <h3 className="text-sm font-semibold text-slate-200">Sharing their position</h3>
        {locations === null ? (
          <LoadingText>Connecting...</LoadingText>
        ) : others.length === 0 ? (
          <p className="text-sm text-slate-400">Nobody else in {group.name} is sharing their position now.</p>
        ) : (
          <ul aria-label={`${group.name} on the map`} className="flex flex-col gap-1 text-sm text-slate-300">
            {others.map((l) => (
              <li key={l.name} data-testid="member-location">
                <span className="font-medium text-white">{l.name}</span> · {ago(Date.parse(l.updatedAt), clock.now)}
                {l.approximate ? ` · within ${Math.round(l.accuracyMeters)} m` : ''}
                {l.position ? '' : ' · not on the map'}
                {walkFromHere(l.position ?? null) ? ` · ${walkFromHere(l.position ?? null)}` : ''}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-200">Meeting points</h3>
        {points.length === 0 ? (
          <p className="text-sm text-slate-400">No meeting point yet.</p>
        ) : (
          <ul aria-label="Meeting points" className="flex flex-col gap-1 text-sm text-slate-300">
            {points.map((p) => (
              <MeetingLine
                key={p.id}
                point={p}
                clock={clock}
                walk={walkFromHere(pointPlace(p))}
                onDeleted={() => setFetchKey((k) => k + 1)}
              />
            ))}
          </ul>
        )}
        <DropMeetingPoint
          groupId={group.id}
          editionId={editionId}
          here={here}
          stages={stages}
          clock={clock}
          onDropped={() => setFetchKey((k) => k + 1)}
          mapPick={mapPick}
          onPicking={choosePicking}
        />
      </div>
    </div>
  );
}

