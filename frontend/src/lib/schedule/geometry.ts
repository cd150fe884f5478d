// Geometry of the horizontal timeline (visitor-app.md §9): 120 px per hour, i.e. 2 px per minute,
// a set at least 100 px wide, and sets of up to 60 minutes shown as a short range.

export const PX_PER_MINUTE = 2;
export const PX_PER_HOUR = PX_PER_MINUTE * 60;
export const MIN_SET_WIDTH = 100;
export const SHORT_SET_MAX_MINUTES = 60;
/** A set without an end time is drawn (and checked for clashes) as one hour long. */
export const DEFAULT_SET_MINUTES = 60;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type Span = { start: number; end: number };

/**
 * The instants a set occupies. A missing (or unreadable) end counts as one hour. An end at or
 * before the start is read as the next day: admins enter clock times, and a set from 23:30 to
 * 01:00 saved with the start's date would otherwise have a negative length.
 */
export function setSpan(timeStart: string, timeEnd: string | null | undefined): Span | null {
  const start = Date.parse(timeStart);
  if (Number.isNaN(start)) return null;
  let end = timeEnd ? Date.parse(timeEnd) : Number.NaN;
  if (Number.isNaN(end)) end = start + DEFAULT_SET_MINUTES * MINUTE;
  else if (end <= start) end += DAY * Math.ceil((start - end + 1) / DAY);
  return { start, end };
}

export function spanMinutes(span: Span): number {
  return Math.round((span.end - span.start) / MINUTE);
}

export type SetBox = { left: number; width: number; minutes: number; short: boolean };

/** Left offset and width in pixels of a set on a timeline that starts at `timelineStart`. */
export function setBox(timelineStart: number, span: Span): SetBox {
  const minutes = spanMinutes(span);
  return {
    left: ((span.start - timelineStart) / MINUTE) * PX_PER_MINUTE,
    width: Math.max(MIN_SET_WIDTH, minutes * PX_PER_MINUTE),
    minutes,
    short: minutes <= SHORT_SET_MAX_MINUTES,
  };
}

/** Pixel offset of an instant (the "now" line, hour ticks, day separators). */
export function offsetOf(timelineStart: number, instant: number): number {
  return ((instant - timelineStart) / MINUTE) * PX_PER_MINUTE;
}

const HOUR = 60 * MINUTE;

/**
 * The range the timeline draws: from the earliest set start down to the whole hour, to the latest
 * end up to the whole hour (both UTC hours, which are local hours in whole-hour zones), with
 * `fallback` (the edition's dates) when there are no sets. Total width follows from it.
 */
export function timelineRange(spans: ReadonlyArray<Span>, fallback: Span): Span & { width: number } {
  let start = fallback.start;
  let end = fallback.end;
  if (spans.length > 0) {
    start = Math.floor(Math.min(...spans.map((s) => s.start)) / HOUR) * HOUR;
    end = Math.ceil(Math.max(...spans.map((s) => s.end)) / HOUR) * HOUR;
  }
  const width = offsetOf(start, end) + MIN_SET_WIDTH;
  return { start, end, width };
}
