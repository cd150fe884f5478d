import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE_PARAMS, parseScheduleParams, writeScheduleParams } from './params';

describe('schedule params', () => {
  it("defaults to 'all', 24-hour, whole lineup", () => {
    expect(parseScheduleParams(new URLSearchParams(''))).toEqual(DEFAULT_SCHEDULE_PARAMS);
    expect(writeScheduleParams(DEFAULT_SCHEDULE_PARAMS).toString()).toBe('');
  });

  it('round-trips every key and ignores junk', () => {
    const search = new URLSearchParams('day=2026-07-18&time=evening&stages=S1,S2&use24Hour=false&plan=true&q=%20Bj%C3%B6rk&invite=x');
    const parsed = parseScheduleParams(search);
    expect(parsed).toEqual({ day: '2026-07-18', time: 'evening', stages: ['S1', 'S2'], use24Hour: false, plan: true, q: 'Björk' });
    expect(writeScheduleParams(parsed, search).toString()).toBe(
      'invite=x&day=2026-07-18&time=evening&stages=S1%2CS2&use24Hour=false&plan=true&q=Bj%C3%B6rk',
    );
    expect(parseScheduleParams(new URLSearchParams('day=friday&time=dawn'))).toMatchObject({ day: 'all', time: 'all' });
    expect(parseScheduleParams(new URLSearchParams('time=night')).time).toBe('night');
  });
});
