import { describe, expect, it } from 'vitest';
import { filterSets, type ScheduleSet } from './model';
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
