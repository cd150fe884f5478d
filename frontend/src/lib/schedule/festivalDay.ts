import { nextDay, zonedParts } from './time';

// Festival days run from a day-start hour of the edition (06:00 unless it says otherwise) to the
// same hour the next day, in the festival's zone: a set at 01:30 on Saturday night belongs to
// Friday. The rule works on the local wall clock, so DST change nights (23 or 25 hours long)
// need no special case.

export const DEFAULT_DAY_START_HOUR = 6;

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day before YYYY-MM-DD. */
export function previousDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const prev = new Date(Date.UTC(y, m - 1, d - 1));
  return `${prev.getUTCFullYear()}-${pad(prev.getUTCMonth() + 1)}-${pad(prev.getUTCDate())}`;
}

/** The festival day (YYYY-MM-DD) an instant belongs to in `timeZone`. */
export function festivalDay(ms: number, timeZone: string, dayStartHour = DEFAULT_DAY_START_HOUR): string {
  const p = zonedParts(ms, timeZone);
  const day = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  return p.hour < dayStartHour ? previousDay(day) : day;
}

/**
 * The instant festival day `day` starts: `dayStartHour`:00 local on that date (when a DST jump
 * skips that hour, the first instant after it).
 */
export function festivalDayStart(day: string, timeZone: string, dayStartHour = DEFAULT_DAY_START_HOUR): number {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, dayStartHour);
  // Correct a UTC guess by the zone's offset; twice, so a DST change near the hour settles.
  let guess = wall;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(guess, timeZone);
    guess += wall - Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  }
  // A skipped hour: the guess lands an hour early, still in the previous festival day.
  if (festivalDay(guess, timeZone, dayStartHour) !== day) guess += 3_600_000;
  return guess;
}

/** The instant the festival day `day` ends (the next one starts). */
export function festivalDayEnd(day: string, timeZone: string, dayStartHour = DEFAULT_DAY_START_HOUR): number {
  return festivalDayStart(nextDay(day), timeZone, dayStartHour);
}
