import { TZDate } from '@date-fns/tz';

// Clock times and calendar days of the festival site (the edition's IANA zone): wall-clock parts
// and local midnights through @date-fns/tz's TZDate, formatting with Intl.

type Parts = { year: number; month: number; day: number; hour: number; minute: number };

/** An Intl formatter for `timeZone`, or for UTC when the zone is unknown. */
function safeFormatter(timeZone: string, options: Intl.DateTimeFormatOptions, locale = 'en-US'): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  }
}

const knownZones = new Map<string, string>();

/** `timeZone` when the runtime knows it, else UTC (as the formatters fall back). */
function zoneOrUTC(timeZone: string): string {
  let zone = knownZones.get(timeZone);
  if (zone === undefined) {
    zone = safeFormatter(timeZone, {}).resolvedOptions().timeZone === 'UTC' ? 'UTC' : timeZone;
    knownZones.set(timeZone, zone);
  }
  return zone;
}

/** Wall-clock parts of an instant in `timeZone`. */
export function zonedParts(ms: number, timeZone: string): Parts {
  const t = new TZDate(ms, zoneOrUTC(timeZone));
  return { year: t.getFullYear(), month: t.getMonth() + 1, day: t.getDate(), hour: t.getHours(), minute: t.getMinutes() };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day (YYYY-MM-DD) of an instant in `timeZone`. */
export function zonedDay(ms: number, timeZone: string): string {
  const p = zonedParts(ms, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** The local hour (0-23) of an instant in `timeZone`. */
export function zonedHour(ms: number, timeZone: string): number {
  return zonedParts(ms, timeZone).hour;
}

/** The instant of local midnight starting `day` (YYYY-MM-DD) in `timeZone`. */
export function zonedMidnight(day: string, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return new TZDate(y, m - 1, d, zoneOrUTC(timeZone)).getTime();
}

/** The next calendar day of YYYY-MM-DD. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

const clockCache = new Map<string, Intl.DateTimeFormat>();

/** '21:30' (24-hour) or '9:30 PM' in `timeZone`. */
export function formatClock(ms: number, timeZone: string, use24Hour: boolean): string {
  const key = `${timeZone}|${use24Hour}`;
  let f = clockCache.get(key);
  if (!f) {
    f = safeFormatter(
      timeZone,
      use24Hour ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : { hour: 'numeric', minute: '2-digit', hour12: true },
    );
    clockCache.set(key, f);
  }
  return f.format(new Date(ms));
}

// Made once, at first use: a formatter is costly to create (the page's first one loads the
// locale's data), every set card formats its day, and the entry's evaluation is not the place.
let dayLabelFormat: Intl.DateTimeFormat | undefined;
let dayShortFormat: Intl.DateTimeFormat | undefined;
const dayFormat = (weekday: 'long' | 'short') =>
  new Intl.DateTimeFormat('en-US', { weekday, month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = () => (dayLabelFormat ??= dayFormat('long'));
const dayShort = () => (dayShortFormat ??= dayFormat('short'));

/** A calendar day YYYY-MM-DD as 'Friday, Jul 17' (no zone involved: the day is already local). */
export function formatDayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return dayLabel().format(new Date(Date.UTC(y, m - 1, d)));
}

/** A calendar day YYYY-MM-DD as 'Fri, Jul 17' for narrow places. */
export function formatDayShort(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return dayShort().format(new Date(Date.UTC(y, m - 1, d)));
}

/** '1h 30m', '45m'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}
