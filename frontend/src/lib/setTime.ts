import { DEFAULT_DAY_START_HOUR, festivalDay } from './schedule/festivalDay';
import { formatClock, formatDayShort } from './schedule/time';

// Set times in festival-local time (the edition's IANA zone), 12-hour like '9:30 PM' unless the
// visitor chose the 24-hour clock. The day named is the festival day: a 01:30 set on Saturday
// night is labelled Friday.

const cache = new Map<string, { time: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

function formatters(timeZone: string) {
  let f = cache.get(timeZone);
  if (!f) {
    let zone: string | undefined = timeZone;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
    } catch {
      zone = undefined; // an unknown zone: fall back to the browser's
    }
    f = {
      time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: zone }),
      day: new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: zone }),
    };
    cache.set(timeZone, f);
  }
  return f;
}

/** '9:30 PM' in the festival's zone. */
export function formatSetTime(iso: string, timeZone: string): string {
  return formatters(timeZone).time.format(new Date(iso));
}

type ScheduleOptions = { use24Hour?: boolean; dayStartHour?: number };

/** 'Fri, Jul 17 · 9:30 PM - 10:45 PM' (or 21:30 - 22:45); null when the set has no start time. */
export function formatSetSchedule(
  start: string | null | undefined,
  end: string | null | undefined,
  timeZone: string,
  { use24Hour = false, dayStartHour = DEFAULT_DAY_START_HOUR }: ScheduleOptions = {},
) {
  if (!start || Number.isNaN(Date.parse(start))) return null;
  if (end && Number.isNaN(Date.parse(end))) end = null;
  const zone = formatters(timeZone).time.resolvedOptions().timeZone;
  const startMs = Date.parse(start);
  const day = formatDayShort(festivalDay(startMs, zone, dayStartHour));
  const clock = (ms: number) => formatClock(ms, zone, use24Hour);
  const range = end ? `${clock(startMs)} - ${clock(Date.parse(end))}` : clock(startMs);
  return `${day} · ${range}`;
}
