import { describe, expect, it } from 'vitest';
import { editionStatus, localDate } from './editionStatus';

// Amsterdam is UTC+2 in July: local midnight of July 17 is 22:00 UTC on July 16.
const edition = { startDate: '2026-07-17', endDate: '2026-07-19', timeZone: 'Europe/Amsterdam' };
const at = (iso: string) => new Date(iso);

describe('localDate', () => {
  it('uses the festival time zone, not UTC', () => {
    expect(localDate(at('2026-07-16T21:59:59Z'), 'Europe/Amsterdam')).toBe('2026-07-16');
    expect(localDate(at('2026-07-16T22:00:00Z'), 'Europe/Amsterdam')).toBe('2026-07-17');
    expect(localDate(at('2026-07-17T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-07-16');
  });
});

describe('editionStatus', () => {
  it('is upcoming until local midnight of the start date', () => {
    expect(editionStatus(edition, at('2026-07-16T21:59:59Z'))).toBe('upcoming');
  });
  it('is live from local midnight of the start date (still July 16 in UTC)', () => {
    expect(editionStatus(edition, at('2026-07-16T22:00:00Z'))).toBe('live');
  });
  it('stays live through the whole end date (inclusive)', () => {
    expect(editionStatus(edition, at('2026-07-19T21:59:59Z'))).toBe('live');
  });
  it('is ended from local midnight after the end date (still July 19 in UTC)', () => {
    expect(editionStatus(edition, at('2026-07-19T22:00:00Z'))).toBe('ended');
  });
  it('handles zones west of UTC', () => {
    const la = { ...edition, timeZone: 'America/Los_Angeles' };
    // 2026-07-20T03:00Z is still July 19 in Los Angeles: live; in UTC it would be ended.
    expect(editionStatus(la, at('2026-07-20T03:00:00Z'))).toBe('live');
    expect(editionStatus(la, at('2026-07-20T07:00:00Z'))).toBe('ended');
  });
  it('treats a one-day edition (no end date) as that day', () => {
    const oneDay = { startDate: '2026-07-17', endDate: null, timeZone: 'Europe/Amsterdam' };
    expect(editionStatus(oneDay, at('2026-07-17T12:00:00Z'))).toBe('live');
    expect(editionStatus(oneDay, at('2026-07-17T22:00:00Z'))).toBe('ended');
  });
  it('is upcoming without dates', () => {
    expect(editionStatus({ startDate: null, endDate: null, timeZone: 'UTC' }, at('2030-01-01T00:00:00Z'))).toBe(
      'upcoming',
    );
  });
});
