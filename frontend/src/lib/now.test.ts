import { describe, expect, it } from 'vitest';
import { countdown, duringFestival, stagesNow, viewerNext, type NowSet } from './now';

const at = (h: number, m = 0) => Date.UTC(2026, 6, 4, h, m);
const iso = (ms: number) => new Date(ms).toISOString();
const main = { id: 'main', name: 'Main' };
const tent = { id: 'tent', name: 'Tent' };
const set = (id: string, stage: typeof main, from: number, to: number, myVote: string | null = null): NowSet => ({
  id,
  slug: id,
  name: id,
  timeStart: iso(from),
  timeEnd: iso(to),
  myVote,
  stage,
});

describe('the Now view', () => {
  const sets = [
    set('a', main, at(20), at(21), 'MUST_GO'),
    set('b', main, at(21, 30), at(22, 30)),
    set('c', tent, at(20, 30), at(21, 30), 'INTERESTED'),
    set('d', tent, at(9), at(10)), // the next morning (UTC = zone): another festival day
  ].concat([set('e', tent, Date.UTC(2026, 6, 5, 9), Date.UTC(2026, 6, 5, 10))]);

  it('shows each stage’s set on now with its progress and the next one of the night', () => {
    const got = stagesNow([main, tent], sets, at(20, 15), 'UTC', 6);
    expect(got[0].current?.set.id).toBe('a');
    expect(got[0].current?.progress).toBeCloseTo(0.25);
    expect(got[0].next?.id).toBe('b');
    expect(got[1].current).toBeNull();
    expect(got[1].next?.id).toBe('c');
  });

  it('lists the stages playing now first', () => {
    const got = stagesNow([tent, main], sets, at(20, 15), 'UTC', 6);
    expect(got.map((s) => s.stage.id)).toEqual(['main', 'tent']);
    // Both playing: the edition's order.
    expect(stagesNow([tent, main], sets, at(20, 45), 'UTC', 6).map((s) => s.stage.id)).toEqual(['tent', 'main']);
  });

  it('finds the viewer’s next set from votes or plan and where they are now', () => {
    expect(viewerNext(sets, new Set(), at(20, 15))).toEqual({
      next: sets[2],
      fromStageId: 'main',
    });
    expect(viewerNext(sets, new Set(['b']), at(20, 45)).next?.id).toBe('b');
    expect(viewerNext(sets, new Set(), at(23)).next).toBeNull();
    expect(viewerNext(sets, new Set(['e']), at(23)).next?.id).toBe('e');
  });

  it('counts the festival night as its day', () => {
    const edition = {
      startDate: '2026-07-03',
      endDate: '2026-07-04',
      timeZone: 'UTC',
      dayStartHour: 6,
    };
    expect(duringFestival(edition, Date.UTC(2026, 6, 5, 2))).toBe(true);
    expect(duringFestival(edition, Date.UTC(2026, 6, 5, 7))).toBe(false);
    expect(duringFestival(edition, Date.UTC(2026, 6, 2, 12))).toBe(false);
  });

  it('counts down', () => {
    expect(countdown(0)).toBe('now');
    expect(countdown(12 * 60_000 - 1)).toBe('12 min');
    expect(countdown(65 * 60_000)).toBe('1 h 05 min');
  });
});
