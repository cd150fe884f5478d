import { describe, expect, it } from 'vitest';
import { festivalDay, festivalDayEnd, festivalDayStart, previousDay } from './festivalDay';

const AMS = 'Europe/Amsterdam';
const at = (iso: string) => Date.parse(iso);

describe('festival days', () => {
  it('puts a 01:30 set on Saturday under Friday, and 06:00 under Saturday', () => {
    // Summer: Amsterdam is UTC+2.
    expect(festivalDay(at('2026-07-17T23:30:00Z'), AMS)).toBe('2026-07-17'); // Sat 01:30 local
    expect(festivalDay(at('2026-07-18T03:59:00Z'), AMS)).toBe('2026-07-17'); // Sat 05:59
    expect(festivalDay(at('2026-07-18T04:00:00Z'), AMS)).toBe('2026-07-18'); // Sat 06:00
    expect(festivalDay(at('2026-07-17T21:59:00Z'), AMS)).toBe('2026-07-17'); // Fri 23:59
    expect(festivalDay(at('2026-07-17T22:00:00Z'), AMS)).toBe('2026-07-17'); // Sat 00:00
  });

  it('follows the edition’s day-start hour', () => {
    expect(festivalDay(at('2026-07-18T02:30:00Z'), AMS, 4)).toBe('2026-07-18'); // Sat 04:30 local
    expect(festivalDay(at('2026-07-18T01:30:00Z'), AMS, 4)).toBe('2026-07-17'); // Sat 03:30 local
    expect(festivalDay(at('2026-07-17T23:30:00Z'), AMS, 0)).toBe('2026-07-18'); // midnight days
  });

  it('is the local wall clock, not UTC: the same instant differs by zone', () => {
    const instant = at('2026-07-18T03:00:00Z');
    expect(festivalDay(instant, 'UTC')).toBe('2026-07-17'); // 03:00 UTC
    expect(festivalDay(instant, 'Asia/Tokyo')).toBe('2026-07-18'); // 12:00 Tokyo
    expect(festivalDay(instant, 'America/New_York')).toBe('2026-07-17'); // 23:00 Friday
  });

  it('handles the night the clocks go forward (a 23-hour festival day)', () => {
    // Amsterdam, Sunday 29 March 2026: 02:00 CET becomes 03:00 CEST.
    expect(festivalDay(at('2026-03-29T00:30:00Z'), AMS)).toBe('2026-03-28'); // 01:30 CET
    expect(festivalDay(at('2026-03-29T01:30:00Z'), AMS)).toBe('2026-03-28'); // 03:30 CEST
    expect(festivalDay(at('2026-03-29T03:59:00Z'), AMS)).toBe('2026-03-28'); // 05:59 CEST
    expect(festivalDay(at('2026-03-29T04:00:00Z'), AMS)).toBe('2026-03-29'); // 06:00 CEST
    const start = festivalDayStart('2026-03-28', AMS);
    const end = festivalDayEnd('2026-03-28', AMS);
    expect(new Date(start).toISOString()).toBe('2026-03-28T05:00:00.000Z'); // 06:00 CET
    expect(new Date(end).toISOString()).toBe('2026-03-29T04:00:00.000Z'); // 06:00 CEST
    expect((end - start) / 3_600_000).toBe(23);
  });

  it('handles the night the clocks go back (a 25-hour festival day)', () => {
    // Amsterdam, Sunday 25 October 2026: 03:00 CEST becomes 02:00 CET; 02:30 happens twice.
    expect(festivalDay(at('2026-10-25T00:30:00Z'), AMS)).toBe('2026-10-24'); // 02:30 CEST
    expect(festivalDay(at('2026-10-25T01:30:00Z'), AMS)).toBe('2026-10-24'); // 02:30 CET
    expect(festivalDay(at('2026-10-25T04:59:00Z'), AMS)).toBe('2026-10-24'); // 05:59 CET
    expect(festivalDay(at('2026-10-25T05:00:00Z'), AMS)).toBe('2026-10-25'); // 06:00 CET
    const start = festivalDayStart('2026-10-24', AMS);
    expect((festivalDayEnd('2026-10-24', AMS) - start) / 3_600_000).toBe(25);
  });

  it('starts a day after a skipped day-start hour at the first instant that exists', () => {
    // Day start 02:00 on the spring-forward night: 02:00 does not exist, 03:00 CEST does.
    expect(new Date(festivalDayStart('2026-03-29', AMS, 2)).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('steps back over month and year ends', () => {
    expect(previousDay('2026-03-01')).toBe('2026-02-28');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
    expect(festivalDay(at('2027-01-01T02:00:00Z'), 'UTC')).toBe('2026-12-31');
  });
});
