import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { serverNow } from '../../lib/now';
import { minutesUntil, shouldSend, type Sent } from '../../lib/map/onsite';
import type { GeoFix } from '../../lib/map/useGeolocation';
import { festivalDay, festivalDayEnd } from '../../lib/schedule/festivalDay';
import { formatClock } from '../../lib/schedule/time';
import { toast } from '../../lib/toast';
import { useShareLocationMutations } from '../../mutations/useShareLocationMutations';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent } from '../ui/dialog';
import type { Clock, Group } from './CrewOnMap';

// Sharing the visitor's position with one group (issue 35): the dialog that says what, with
// whom, how long and how to stop, and the badge with Stop that sends the updates.

const clockOf = (c: Clock, ms: number) => formatClock(ms, c.timeZone, c.use24Hour);

// The last position sent per group (the dialog's first share, then the badge's updates), so
// the badge does not send again at once.
const lastSent = new Map<string, Sent>();

/** The group the viewer shares with now, if any (one at a time). */
export function sharingGroup(groups: ReadonlyArray<Group>, now: number): (Group & { until: number }) | null {
  for (const g of groups) {
    const until = g.sharingUntil ? Date.parse(g.sharingUntil) : NaN;
    if (until > now) return { ...g, until };
  }
  return null;
}

/**
 * "Sharing with Crew until 18:30" and Stop; while shown (the Map tab open) it sends the position
 * again when it moved ≥ 25 m or every 60 s.
 */
export function SharingBadge({ group, fix, clock }: { group: Group & { until: number }; fix: GeoFix | null; clock: Clock }) {
  const { update, stop, busy } = useShareLocationMutations();
  const last = useRef<Sent | null>(lastSent.get(group.id) ?? null);
  const latest = useRef(fix);
  useEffect(() => {
    latest.current = fix;
  });
  const sending = useRef(false);
  const trySend = useRef(async () => {});
  const send = async () => {
    const f = latest.current;
    const now = Date.now();
    if (!f || sending.current || !shouldSend(last.current, f.at, now)) return;
    sending.current = true;
    try {
      await update({
        groupId: group.id,
        at: f.at,
        accuracyMeters: Math.min(100_000, Math.max(0, f.accuracyMeters)),
        minutes: minutesUntil(group.until, serverNow()),
      });
      last.current = { at: f.at, time: now };
      lastSent.set(group.id, last.current);
    } catch {
      // Rate limited or offline: the next position or tick tries again.
      last.current = { at: last.current?.at ?? f.at, time: now - 45_000 };
    } finally {
      sending.current = false;
    }
  };
  useEffect(() => {
    trySend.current = send;
  });
  useEffect(() => {
    void trySend.current();
  }, [fix]);
  useEffect(() => {
    const timer = setInterval(() => void trySend.current(), 5_000);
    return () => clearInterval(timer);
  }, []);
  const onStop = async () => {
    try {
      await stop(group.id);
      toast.success(`Stopped sharing with ${group.name}`);
    } catch (error) {
      toast.error(`Failed to stop sharing: ${errorMessage(error, 'Please try again')}`);
    }
  };
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-emerald-700 bg-emerald-950/50 p-3 text-sm text-emerald-100"
    >
      <span data-testid="sharing-badge">
        Sharing with {group.name} until {clockOf(clock, group.until)}
      </span>
      <Button size="sm" variant="outline" onClick={() => void onStop()} disabled={busy}>
        Stop
      </Button>
    </div>
  );
}

type Duration = '60' | '240' | 'day';

/** The sharing dialog: what is shared, with whom, how long, how to stop. */
export function ShareDialog({
  group,
  other,
  fix,
  editionId,
  clock,
}: {
  group: Group;
  other: Group | null;
  fix: GeoFix | null;
  editionId: string;
  clock: Clock;
}) {
  const [open, setOpen] = useState(false);
  const [duration, setDuration] = useState<Duration>('60');
  const { share, stop, busy } = useShareLocationMutations();
  const name = useId();
  const dayEnd = festivalDayEnd(festivalDay(clock.now, clock.timeZone, clock.dayStartHour), clock.timeZone, clock.dayStartHour);
  const endOfDay = Math.min(dayEnd, clock.now + 1440 * 60_000);
  const go = async () => {
    if (!fix) return;
    try {
      if (other) await stop(other.id);
      await share({
        groupId: group.id,
        at: fix.at,
        accuracyMeters: Math.min(100_000, Math.max(0, fix.accuracyMeters)),
        minutes: duration === 'day' ? 1440 : Number(duration),
        untilEndOfDayOf: duration === 'day' ? editionId : null,
      });
      lastSent.set(group.id, { at: fix.at, time: Date.now() });
      setOpen(false);
      toast.success(`Sharing your position with ${group.name}`);
    } catch (error) {
      toast.error(`Failed to share: ${errorMessage(error, 'Please try again')}`);
    }
  };
  const choices: Array<{ value: Duration; label: string }> = [
    {
      value: '60',
      label: `1 hour (until ${clockOf(clock, clock.now + 3600_000)})`,
    },
    {
      value: '240',
      label: `4 hours (until ${clockOf(clock, clock.now + 4 * 3600_000)})`,
    },
    {
      value: 'day',
      label: `Until the end of the festival day (${clockOf(clock, endOfDay)})`,
    },
  ];
  return (
    <>
      <div className="flex flex-col gap-1">
        <Button onClick={() => setOpen(true)} disabled={!fix}>
          Share my position with {group.name}
        </Button>
        {!fix && <p className="text-xs text-slate-400">To share, first let the map show where you are.</p>}
      </div>
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <DialogContent title={`Share your position with ${group.name}?`}>
          <div className="flex flex-col gap-3 text-sm text-slate-300">
            <p>
              <strong className="text-white">What:</strong> where this phone is (and how exact that is), sent when you move 25 m or every
              minute while the Map tab is open. Only the latest position is kept, never a history.
            </p>
            <p>
              <strong className="text-white">With whom:</strong> the members of {group.name} only, on their map with your name and how long
              ago. Nobody else, not the festival staff either.
            </p>
            {other && <p>This stops sharing with {other.name}: you share with one group at a time.</p>}
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 font-semibold text-white">How long</legend>
              {choices.map((c) => (
                <label key={c.value} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={name}
                    value={c.value}
                    checked={duration === c.value}
                    onChange={() => setDuration(c.value)}
                    className="h-4 w-4 accent-violet-500"
                  />
                  {c.label}
                </label>
              ))}
            </fieldset>
            <p>
              <strong className="text-white">How to stop:</strong> press Stop on the "Sharing with {group.name}" badge, or leave the group.
              When the time is up your position is deleted from the server.
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline" disabled={busy}>
                  Cancel
                </Button>
              </DialogClose>
              <Button onClick={() => void go()} disabled={busy || !fix}>
                Share
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
