import { zonedHour } from './time';

// Time-of-day buckets of the list filter (visitor-app.md §9): morning 6 to under 12, afternoon 12
// to under 18, evening 18 to 24, by the local hour at the festival (the edition's zone).
//
// Hours 0 to 5 belong to none of the spec's buckets: the filter offers them as 'night'. Festival
// days run from the edition's day-start hour (see festivalDay.ts), so a night set is listed under
// the previous day, after its evening.

export type TimeBucket = 'morning' | 'afternoon' | 'evening';
export type TimeFilter = 'all' | TimeBucket | 'night';

export const TIME_FILTERS: ReadonlyArray<{ value: TimeFilter; label: string }> = [
  { value: 'all', label: 'All times' },
  { value: 'morning', label: 'Morning (6-12)' },
  { value: 'afternoon', label: 'Afternoon (12-18)' },
  { value: 'evening', label: 'Evening (18-24)' },
  { value: 'night', label: 'Night (0-6)' },
];

/** The bucket of a local hour 0-23, or null for 0-5. */
export function bucketOfHour(hour: number): TimeBucket | null {
  if (hour >= 6 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  if (hour >= 18 && hour < 24) return 'evening';
  return null;
}

/** The bucket of an instant in `timeZone`. */
export function timeBucket(instant: number, timeZone: string): TimeBucket | null {
  return bucketOfHour(zonedHour(instant, timeZone));
}

/** Whether a set starting at `instant` passes the time filter. */
export function matchesTimeFilter(instant: number, timeZone: string, filter: TimeFilter): boolean {
  if (filter === 'all') return true;
  const bucket = timeBucket(instant, timeZone);
  return filter === 'night' ? bucket === null : bucket === filter;
}
