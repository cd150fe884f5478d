import { describe, expect, it } from 'vitest';
import { clashSeverityById, findClashes, type PlanSet } from './clashes';

const at = (hhmm: string) => Date.parse(`2026-07-17T${hhmm}:00+02:00`);
const set = (id: string, from: string, to: string, vote: PlanSet['vote'] = 'INTERESTED'): PlanSet => ({
  id,
  name: id,
  start: at(from),
  end: at(to),
  vote,
});

describe('findClashes', () => {
  it('does not count touching sets as a clash', () => {
    expect(findClashes([set('a', '18:00', '19:00'), set('b', '19:00', '20:00')])).toEqual([]);
  });

  it('finds an overlap and its minutes', () => {
    const [clash, ...rest] = findClashes([set('b', '18:30', '20:00'), set('a', '18:00', '19:00')]);
    expect(rest).toEqual([]);
    expect(clash.a.id).toBe('a');
    expect(clash.b.id).toBe('b');
    expect(clash.minutes).toBe(30);
    expect(clash.severity).toBe('normal');
  });

  it('counts a set inside another as a clash of its whole length', () => {
    const clashes = findClashes([set('long', '18:00', '21:00'), set('inner', '19:00', '19:45')]);
    expect(clashes).toHaveLength(1);
    expect(clashes[0].minutes).toBe(45);
  });

  it('marks Must Go against Must Go most strongly', () => {
    const clashes = findClashes([
      set('m1', '18:00', '19:00', 'MUST_GO'),
      set('m2', '18:45', '20:00', 'MUST_GO'),
      set('i', '19:30', '20:30', 'INTERESTED'),
    ]);
    expect(clashes.map((c) => [c.a.id, c.b.id, c.severity, c.minutes])).toEqual([
      ['m1', 'm2', 'must-go', 15],
      ['m2', 'i', 'normal', 30],
    ]);
    const severity = clashSeverityById(clashes);
    expect(severity.get('m1')).toBe('must-go');
    expect(severity.get('m2')).toBe('must-go'); // the strongest of its clashes
    expect(severity.get('i')).toBe('normal');
  });

  it('finds every pair, not only neighbours', () => {
    const clashes = findClashes([set('a', '18:00', '22:00'), set('b', '18:30', '19:00'), set('c', '20:00', '21:00')]);
    expect(clashes.map((c) => `${c.a.id}-${c.b.id}`)).toEqual(['a-b', 'a-c']);
  });
});
