// Edition status badge (visitor-app.md §4 "Edition status"): before the start date Upcoming, from start
// to end date inclusive Live Now, after the end date Ended. "Today" is the calendar date at the
// festival site (the edition's IANA time zone), not in the visitor's browser.

import { serverNow } from './now';

export type EditionStatus = 'upcoming' | 'live' | 'ended';

/** The calendar date (YYYY-MM-DD) of `now` in `timeZone`; falls back to UTC for an unknown zone. */
export function localDate(now: Date, timeZone: string): string {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  }
  const parts = Object.fromEntries(formatter.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Status of an edition with dates YYYY-MM-DD (either may be missing). Without a start date it is
 * Upcoming until its end date has passed; without any date it is Upcoming.
 */
export function editionStatus(
  edition: { startDate?: string | null; endDate?: string | null; timeZone: string },
  now: Date = new Date(serverNow()),
): EditionStatus {
  const today = localDate(now, edition.timeZone);
  const start = edition.startDate ?? null;
  const end = edition.endDate ?? start;
  // ISO calendar dates compare correctly as strings.
  if (end && today > end) return 'ended';
  if (start && today >= start) return 'live';
  return 'upcoming';
}

export const EDITION_STATUS_LABEL: Record<EditionStatus, string> = {
  upcoming: 'Upcoming',
  live: 'Live Now',
  ended: 'Ended',
};
