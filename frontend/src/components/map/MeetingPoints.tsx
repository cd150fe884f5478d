import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import type { Point } from '../../lib/map/geometry';
import { festivalDay } from '../../lib/schedule/festivalDay';
import { formatClock, zonedDay, zonedMidnight } from '../../lib/schedule/time';
import { toast } from '../../lib/toast';
import { useMeetingPointMutations } from '../../mutations/useMeetingPointMutations';
import { Button } from '../ui/button';
import type { Clock } from './CrewOnMap';
import type { PlacedStage } from './OnSite';

// A group's meeting points on the Map tab (issue 35): a line per point, and the form that drops
// one at a stage, where the visitor is, or at a point tapped on the map.

const clockOf = (c: Clock, ms: number) => formatClock(ms, c.timeZone, c.use24Hour);

/** The "Meet at" choice that waits for a tap on the map. */
export const ON_THE_MAP = 'map';

export type Point_ = {
  id: string;
  stage?: { id: string; name: string } | null;
  at: string;
  note?: string | null;
  createdBy: string;
  isMine: boolean;
};

export function MeetingLine({ point, clock, walk, onDeleted }: { point: Point_; clock: Clock; walk: string | null; onDeleted: () => void }) {
  const { remove, busy } = useMeetingPointMutations();
  const at = Date.parse(point.at);
  const day = festivalDay(at, clock.timeZone, clock.dayStartHour) !== festivalDay(clock.now, clock.timeZone, clock.dayStartHour);
  const when = `${day ? `${new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: clock.timeZone }).format(at)} ` : ''}${clockOf(clock, at)}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded border border-slate-800 px-2 py-1.5">
      <span>
        <span aria-hidden="true">🚩 </span>
        Meet at {point.stage?.name ?? 'the flag on the map'}, {when}
        {point.note ? ` · ${point.note}` : ''} · by {point.createdBy}
        {walk ? ` · ${walk}` : ''}
      </span>
      {point.isMine && (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() =>
            void remove(point.id).then(onDeleted, (e: unknown) => toast.error(`Failed to delete: ${errorMessage(e, 'Please try again')}`))
          }
        >
          Delete
        </Button>
      )}
    </li>
  );
}

/** "21:30" in the festival's zone, half an hour from now rounded to 5 minutes. */
function defaultTime(clock: Clock): string {
  const ms = Math.ceil((clock.now + 30 * 60_000) / 300_000) * 300_000;
  return formatClock(ms, clock.timeZone, true);
}

/** The instant of a clock time "HH:MM" in the festival's zone: today's, or tomorrow's when that was over an hour ago. */
export function meetingInstant(time: string, clock: Clock): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!m) return null;
  const midnight = zonedMidnight(zonedDay(clock.now, clock.timeZone), clock.timeZone);
  let at = midnight + (Number(m[1]) * 60 + Number(m[2])) * 60_000;
  if (at < clock.now - 3600_000) at += 24 * 3600_000;
  return at;
}

export function DropMeetingPoint({
  groupId,
  editionId,
  here,
  stages,
  clock,
  onDropped,
  mapPick,
  onPicking,
}: {
  groupId: string;
  editionId: string;
  here: Point | null;
  stages: ReadonlyArray<PlacedStage>;
  clock: Clock;
  onDropped: () => void;
  /** The point last tapped on the map (map metres) while choosing "A point I tap on the map". */
  mapPick: Point | null;
  /** Whether taps on the map choose the meeting point now. */
  onPicking: (picking: boolean) => void;
}) {
  const { drop, busy } = useMeetingPointMutations();
  const [where, setWhere] = useState<string>(stages[0]?.id ?? '');
  const [time, setTime] = useState(() => defaultTime(clock));
  const [note, setNote] = useState('');
  const id = useId();
  const onMap = where === ON_THE_MAP;
  useEffect(() => {
    onPicking(onMap);
  }, [onMap, onPicking]);
  useEffect(() => () => onPicking(false), [onPicking]);
  const spot = onMap ? mapPick : where === '' ? here : null;
  const submit = async () => {
    const at = meetingInstant(time, clock);
    if (at === null) return;
    const position = spot ? { x: Math.round(spot.x * 10) / 10, y: Math.round(spot.y * 10) / 10 } : null;
    const stageId = where === '' || onMap ? null : where;
    if (!stageId && !position) return;
    try {
      const result = await drop({
        groupId,
        editionId,
        stageId,
        position,
        at: new Date(at).toISOString(),
        note: note.trim() || null,
      });
      setNote('');
      onDropped();
      const n = result.dropMeetingPoint.notifiedMembers;
      toast.success(`Meeting point dropped; ${n} ${n === 1 ? 'member' : 'members'} notified`);
    } catch (error) {
      toast.error(`Failed to drop the meeting point: ${errorMessage(error, 'Please try again')}`);
    }
  };
  const field =
    'h-11 rounded-md border border-slate-600 bg-slate-950 px-2 text-sm text-slate-100 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none';
  return (
    <form
      aria-label="Drop a meeting point"
      className="flex flex-col gap-2 rounded-md border border-slate-800 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="flex flex-wrap gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-where`} className="text-sm text-slate-300">
            Meet at
          </label>
          <select id={`${id}-where`} value={where} onChange={(e) => setWhere(e.target.value)} className={`${field} max-w-[12rem]`}>
            {stages.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
            {here && <option value="">Where I am</option>}
            <option value={ON_THE_MAP}>A point I tap on the map</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-time`} className="text-sm text-slate-300">
            Time
          </label>
          <input id={`${id}-time`} type="time" value={time} onChange={(e) => setTime(e.target.value)} className={field} required />
        </div>
      </div>
      {onMap && (
        <p className="text-sm text-slate-300" aria-live="polite" data-testid="meeting-map-pick">
          {mapPick
            ? `The flag is at ${Math.round(mapPick.x)} m east, ${Math.round(mapPick.y)} m south: tap the map again to move it.`
            : 'Tap the map where to meet.'}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-note`} className="text-sm text-slate-300">
          Note (optional)
        </label>
        <input
          id={`${id}-note`}
          value={note}
          maxLength={140}
          onChange={(e) => setNote(e.target.value)}
          placeholder="by the bar"
          className={field}
        />
      </div>
      <div>
        <Button type="submit" disabled={busy || (!where && !here) || (onMap && !mapPick)}>
          Drop meeting point
        </Button>
      </div>
    </form>
  );
}
