import { describe, expect, it } from 'vitest';
import { MIN_SET_WIDTH, offsetOf, setBox, setSpan, timelineRange } from './geometry';

const t = (iso: string) => Date.parse(iso);
const start = t('2026-07-17T10:00:00Z');

describe('setBox', () => {
  it('places a set 2 px per minute from the timeline start', () => {
    const box = setBox(start, setSpan('2026-07-17T12:30:00Z', '2026-07-17T14:00:00Z')!);
    expect(box.left).toBe(150 * 2);
    expect(box.width).toBe(90 * 2);
    expect(box.minutes).toBe(90);
    expect(box.short).toBe(false);
  });

  it('is 120 px per hour', () => {
    expect(offsetOf(start, t('2026-07-17T11:00:00Z'))).toBe(120);
  });

  it('never draws a set narrower than the minimum width', () => {
    const box = setBox(start, setSpan('2026-07-17T10:00:00Z', '2026-07-17T10:20:00Z')!);
    expect(box.left).toBe(0);
    expect(box.width).toBe(MIN_SET_WIDTH);
    expect(box.minutes).toBe(20);
  });

  it('treats sets of up to 60 minutes as short', () => {
    expect(setBox(start, setSpan('2026-07-17T10:00:00Z', '2026-07-17T11:00:00Z')!).short).toBe(true);
    expect(setBox(start, setSpan('2026-07-17T10:00:00Z', '2026-07-17T11:01:00Z')!).short).toBe(false);
  });

  it('keeps a set crossing midnight in one piece', () => {
    // 23:30 to 01:00 in Amsterdam (UTC+2): 21:30Z to 23:00Z.
    const box = setBox(start, setSpan('2026-07-17T21:30:00Z', '2026-07-17T23:00:00Z')!);
    expect(box.left).toBe(11.5 * 120);
    expect(box.width).toBe(180);
  });

  it('reads an end before the start as the next day', () => {
    const span = setSpan('2026-07-17T23:30:00+02:00', '2026-07-17T01:00:00+02:00')!;
    expect(span.end - span.start).toBe(90 * 60_000);
    expect(setBox(start, span).width).toBe(180);
  });

  it('draws a set without an end as one hour', () => {
    const span = setSpan('2026-07-17T12:00:00Z', null)!;
    expect(setBox(start, span)).toMatchObject({ minutes: 60, width: 120, short: true });
  });

  it('rejects an unreadable start', () => {
    expect(setSpan('not a time', null)).toBeNull();
  });
});

describe('timelineRange', () => {
  it('runs from the earliest start down to the hour to the latest end up to the hour', () => {
    const r = timelineRange(
      [setSpan('2026-07-17T12:30:00Z', '2026-07-17T13:15:00Z')!, setSpan('2026-07-17T14:00:00Z', '2026-07-17T15:10:00Z')!],
      { start: 0, end: 0 },
    );
    expect(r.start).toBe(t('2026-07-17T12:00:00Z'));
    expect(r.end).toBe(t('2026-07-17T16:00:00Z'));
    expect(r.width).toBe(4 * 120 + MIN_SET_WIDTH);
  });
});
