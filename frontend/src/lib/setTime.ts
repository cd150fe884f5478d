// Set times in festival-local time (the edition's IANA zone), 12-hour like '9:30 PM'.

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

/** 'Fri, Jul 17 · 9:30 PM - 10:45 PM'; null when the set has no start time. */
export function formatSetSchedule(start: string | null | undefined, end: string | null | undefined, timeZone: string) {
  if (!start || Number.isNaN(Date.parse(start))) return null;
  if (end && Number.isNaN(Date.parse(end))) end = null;
  const f = formatters(timeZone);
  const day = f.day.format(new Date(start));
  const range = end
    ? `${formatSetTime(start, timeZone)} - ${formatSetTime(end, timeZone)}`
    : formatSetTime(start, timeZone);
  return `${day} · ${range}`;
}
