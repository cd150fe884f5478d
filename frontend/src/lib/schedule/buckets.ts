import { zonedHour } from './time';

// Time-of-day buckets of the list filter (visitor-app.md §9): morning 6 to under 12, afternoon 12
// to under 18, evening 18 to 24, by the local hour at the festival (the edition's zone).
//
// Choice: hours 0 to 5 belong to no bucket, as the spec says; such sets show only under 'all'.
// We do not fold them into the previous evening: that would make 'evening' differ from the spec's
// 18-24 and disagree with the day grouping, which is by local calendar date.

export type TimeBucket = 'morning' | 'afternoon' | 'evening';
export type TimeFilter = 'all' | TimeBucket;

export const TIME_FILTERS: ReadonlyArray<{ value: TimeFilter; label: string }> = [
  { value: 'all', label: 'All times' },
  { value: 'morning', label: 'Morning (6-12)' },
  { value: 'afternoon', label: 'Afternoon (12-18)' },
  { value: 'evening', label: 'Evening (18-24)' },
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
  return filter === 'all' || timeBucket(instant, timeZone) === filter;
}
