import { describe, expect, it } from 'vitest';
import { matchesTimeFilter, timeBucket } from './buckets';

// Local times in Amsterdam on 17 July 2026 (UTC+2), written with their offset, so that the UTC
// hour differs from the local one and a zone bug would put them in the wrong bucket.
const ams = (hhmm: string) => Date.parse(`2026-07-17T${hhmm}:00+02:00`);
const ZONE = 'Europe/Amsterdam';

describe('timeBucket in Europe/Amsterdam', () => {
  it.each([
    ['05:59', null],
    ['06:00', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'afternoon'],
    ['17:59', 'afternoon'],
    ['18:00', 'evening'],
    ['23:59', 'evening'],
    ['00:00', null],
  ])('%s local is %s', (hhmm, bucket) => {
    expect(timeBucket(ams(hhmm), ZONE)).toBe(bucket);
  });

  it('uses the local hour, not UTC (06:00 local is 04:00Z)', () => {
    expect(timeBucket(Date.parse('2026-07-17T04:00:00Z'), ZONE)).toBe('morning');
    expect(timeBucket(Date.parse('2026-07-17T04:00:00Z'), 'UTC')).toBeNull();
  });

  it('works west of UTC', () => {
    // 18:00 in Los Angeles is 01:00Z the next day.
    expect(timeBucket(Date.parse('2026-07-18T01:00:00Z'), 'America/Los_Angeles')).toBe('evening');
  });
});

describe('matchesTimeFilter', () => {
  it("lets everything through 'all', night sets included", () => {
    expect(matchesTimeFilter(ams('03:00'), ZONE, 'all')).toBe(true);
    expect(matchesTimeFilter(ams('03:00'), ZONE, 'evening')).toBe(false);
    expect(matchesTimeFilter(ams('18:00'), ZONE, 'evening')).toBe(true);
    expect(matchesTimeFilter(ams('18:00'), ZONE, 'afternoon')).toBe(false);
  });

  it("selects the night (00:00-06:00) with 'night'", () => {
    expect(matchesTimeFilter(ams('00:00'), ZONE, 'night')).toBe(true);
    expect(matchesTimeFilter(ams('01:30'), ZONE, 'night')).toBe(true);
    expect(matchesTimeFilter(ams('05:59'), ZONE, 'night')).toBe(true);
    expect(matchesTimeFilter(ams('06:00'), ZONE, 'night')).toBe(false);
    expect(matchesTimeFilter(ams('23:59'), ZONE, 'night')).toBe(false);
  });
});
