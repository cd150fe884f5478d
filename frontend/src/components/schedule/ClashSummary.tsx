import { useState } from 'react';
import type { Clash } from '../../lib/schedule/clashes';
import { DEFAULT_DAY_START_HOUR, festivalDay } from '../../lib/schedule/festivalDay';
import { formatClock, formatDayLabel, formatDayShort, formatDuration } from '../../lib/schedule/time';
import { ClashMark } from './ClashMark';

type Props = {
  clashes: ReadonlyArray<Clash>;
  timeZone: string;
  use24Hour: boolean;
  /** Clashes whose overlap is over by then are left out. */
  now: number;
  dayStartHour?: number;
};

/** Clashes whose overlap has not ended yet, grouped by the festival day the overlap starts in. */
export function upcomingClashesByDay(
  clashes: ReadonlyArray<Clash>,
  now: number,
  timeZone: string,
  dayStartHour = DEFAULT_DAY_START_HOUR,
): { day: string; clashes: Clash[] }[] {
  const days: { day: string; clashes: Clash[] }[] = [];
  for (const c of clashes) {
    if (Math.min(c.a.end, c.b.end) <= now) continue;
    const day = festivalDay(Math.max(c.a.start, c.b.start), timeZone, dayStartHour);
    let group = days.find((d) => d.day === day);
    if (!group) days.push((group = { day, clashes: [] }));
    group.clashes.push(c);
  }
  return days.sort((x, y) => x.day.localeCompare(y.day));
}

// Phones start with the summary folded, so the schedule itself is on the first screen.
const startsOpen = () => typeof window === 'undefined' || !window.matchMedia?.('(max-width: 639px)').matches;

/**
 * The overlapping pairs of the viewer's plan still ahead, by festival day, with how long they
 * overlap. A disclosure: collapsed by default on phones.
 */
export function ClashSummary({ clashes, timeZone, use24Hour, now, dayStartHour = DEFAULT_DAY_START_HOUR }: Props) {
  const [open, setOpen] = useState(startsOpen);
  const days = upcomingClashesByDay(clashes, now, timeZone, dayStartHour);
  const count = days.reduce((n, d) => n + d.clashes.length, 0);
  if (count === 0) return null;
  const range = (start: number, end: number) =>
    `${formatDayShort(festivalDay(start, timeZone, dayStartHour))} ${formatClock(start, timeZone, use24Hour)}–${formatClock(end, timeZone, use24Hour)}`;
  return (
    <section aria-label="Clashes in your plan" className="rounded-xl border border-amber-500/40 bg-amber-500/5 p-3 text-sm">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary className="cursor-pointer rounded font-semibold text-amber-200 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none">
          {count === 1 ? '1 clash ahead in your plan' : `${count} clashes ahead in your plan`}
        </summary>
        {days.map(({ day, clashes: dayClashes }) => (
          <div key={day} className="mt-2">
            <h3 className="text-xs font-medium tracking-wide text-slate-300 uppercase">{formatDayLabel(day)}</h3>
            <ul className="mt-1 flex flex-col gap-2">
              {dayClashes.map((c) => (
                <li key={`${c.a.id}-${c.b.id}`} data-testid="clash-pair" className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <ClashMark severity={c.severity} />
                  <span className="text-slate-100">
                    <strong>{c.a.name}</strong> <span className="text-slate-300">({range(c.a.start, c.a.end)})</span> and{' '}
                    <strong>{c.b.name}</strong> <span className="text-slate-300">({range(c.b.start, c.b.end)})</span>
                  </span>
                  <span className="text-amber-200">overlap {formatDuration(c.minutes)}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </details>
    </section>
  );
}
