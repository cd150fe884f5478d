import { describe, expect, it } from 'vitest';
import { filterSets, planClashes, type ScheduleSet } from './model';
import { DEFAULT_SCHEDULE_PARAMS } from './params';

const set = (id: string, myVote: ScheduleSet['myVote']): ScheduleSet => ({
  id,
  slug: id,
  name: id,
  stageId: null,
  stageName: null,
  myVote,
  day: '2026-07-17',
  start: 0,
  end: 1,
});

describe('filterSets: My plan', () => {
  const sets = [set('a', 'MUST_GO'), set('b', 'INTERESTED'), set('c', null), set('d', 'WONT_GO')];
  const plan = { ...DEFAULT_SCHEDULE_PARAMS, plan: true };
  it('is the Must Go and Interested sets without a saved plan', () => {
    expect(filterSets(sets, plan, 'UTC', false).map((s) => s.id)).toEqual(['a', 'b']);
    expect(filterSets(sets, plan, 'UTC', false, null, new Set()).map((s) => s.id)).toEqual(['a', 'b']);
  });
  it('is the saved plan when there is one', () => {
    expect(filterSets(sets, plan, 'UTC', false, null, new Set(['c', 'a'])).map((s) => s.id)).toEqual(['a', 'c']);
  });
  it('filters nothing when My plan is off', () => {
    expect(filterSets(sets, DEFAULT_SCHEDULE_PARAMS, 'UTC', false, null, new Set(['c'])).map((s) => s.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });
});

describe('planClashes: the saved plan', () => {
  const at = (id: string, myVote: ScheduleSet['myVote'], start: number, end: number): ScheduleSet => ({ ...set(id, myVote), start, end });
  // Voted: a, b, c all overlap (3 clashes). Saved: c and d (d not voted), which overlap once.
  const sets = [at('a', 'MUST_GO', 0, 10), at('b', 'MUST_GO', 5, 15), at('c', 'INTERESTED', 8, 20), at('d', null, 18, 30)];
  it('counts every voted set without a saved plan', () => {
    expect(planClashes(sets).length).toBe(3);
    expect(planClashes(sets, new Set()).length).toBe(3);
  });
  it('counts the saved plan only when there is one', () => {
    const clashes = planClashes(sets, new Set(['c', 'd']));
    expect(clashes.map((c) => [c.a.id, c.b.id])).toEqual([['c', 'd']]);
    expect(clashes[0].severity).toBe('normal');
  });
});
