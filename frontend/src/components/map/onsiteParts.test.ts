import { describe, expect, it } from 'vitest';
import { sharingGroup } from './CrewOnMap';
import { meetingInstant } from './MeetingPoints';
import { clampView, zoomAround } from './ZoomFrame';

describe('zoom and pan', () => {
  it('keeps the map covering its frame', () => {
    expect(clampView({ s: 0.5, tx: 10, ty: 10 }, 300, 150)).toEqual({ s: 1, tx: 0, ty: 0 });
    expect(clampView({ s: 2, tx: -500, ty: 20 }, 300, 150)).toEqual({ s: 2, tx: -300, ty: 0 });
    expect(clampView({ s: 9, tx: 0, ty: 0 }, 300, 150).s).toBe(4);
  });
  it('zooms around the point under the fingers', () => {
    const v = zoomAround({ s: 1, tx: 0, ty: 0 }, 2, { x: 150, y: 75 }, 300, 150);
    expect(v).toEqual({ s: 2, tx: -150, ty: -75 });
  });
});

describe('sharing and meeting times', () => {
  const now = Date.parse('2026-07-18T14:00:00Z');
  it('finds the group shared with until later', () => {
    const groups = [
      { id: 'a', name: 'A', sharingUntil: '2026-07-18T13:00:00Z' },
      { id: 'b', name: 'B', sharingUntil: '2026-07-18T15:00:00Z' },
      { id: 'c', name: 'C', sharingUntil: null },
    ];
    expect(sharingGroup(groups, now)?.id).toBe('b');
    expect(sharingGroup(groups.slice(0, 1), now)).toBeNull();
  });
  it('reads a meeting time on the festival clock: today, or tomorrow when long past', () => {
    const clock = { now, timeZone: 'Europe/Amsterdam', use24Hour: true, dayStartHour: 6 };
    expect(new Date(meetingInstant('18:30', clock)!).toISOString()).toBe('2026-07-18T16:30:00.000Z');
    expect(new Date(meetingInstant('09:00', clock)!).toISOString()).toBe('2026-07-19T07:00:00.000Z');
    expect(meetingInstant('nonsense', clock)).toBeNull();
  });
});
