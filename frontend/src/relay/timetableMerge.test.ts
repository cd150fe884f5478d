import { describe, expect, it } from 'vitest';
import { mergeTimetable, type TimetableItem } from './timetableMerge';

const set = (id: string, timeStart: string | null, name = id): TimetableItem => ({ id, timeStart, name });
const ids = (list: readonly TimetableItem[]) => list.map((s) => s.id);

const held = [set('a', '2026-07-17T18:00:00Z'), set('b', '2026-07-17T19:00:00Z'), set('c', null)];

describe('mergeTimetable', () => {
  it('keeps what it holds when nothing changed', () => {
    expect(ids(mergeTimetable(held, { complete: false, sets: [], removedSetIds: [] }))).toEqual(['a', 'b', 'c']);
  });

  it('replaces a changed set in place of the old one, reordered by its new time', () => {
    const merged = mergeTimetable(held, { complete: false, sets: [set('a', '2026-07-17T20:00:00Z', 'A moved')], removedSetIds: [] });
    expect(ids(merged)).toEqual(['b', 'a', 'c']);
    expect(merged[1].name).toBe('A moved');
    expect(merged).toHaveLength(3);
  });

  it('adds new sets and drops removed ids', () => {
    const merged = mergeTimetable(held, { complete: false, sets: [set('d', '2026-07-17T17:00:00Z')], removedSetIds: ['b', 'unknown'] });
    expect(ids(merged)).toEqual(['d', 'a', 'c']);
  });

  it('keeps a set that was removed and came back (removals apply first)', () => {
    const merged = mergeTimetable(held, { complete: false, sets: [set('b', '2026-07-17T19:00:00Z')], removedSetIds: ['b'] });
    expect(ids(merged)).toEqual(['a', 'b', 'c']);
  });

  it('replaces everything when the answer is complete', () => {
    const merged = mergeTimetable(held, { complete: true, sets: [set('x', null), set('y', '2026-07-18T10:00:00+02:00')], removedSetIds: [] });
    expect(ids(merged)).toEqual(['y', 'x']);
  });

  it('starts from nothing when nothing is held', () => {
    expect(ids(mergeTimetable(null, { complete: false, sets: [set('a', null)], removedSetIds: ['z'] }))).toEqual(['a']);
  });

  it('orders equal start times by name, then id, and compares instants across offsets', () => {
    const merged = mergeTimetable([], {
      complete: true,
      sets: [set('2', '2026-07-17T20:00:00+02:00', 'Same'), set('1', '2026-07-17T18:00:00Z', 'Same'), set('0', '2026-07-17T18:00:00Z', 'Alpha')],
      removedSetIds: [],
    });
    expect(ids(merged)).toEqual(['0', '1', '2']);
  });
});
