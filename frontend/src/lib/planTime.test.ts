import { describe, expect, it } from 'vitest';
import { planLineTime } from './planTime';

describe('planLineTime', () => {
  // Saturday 4 July 2026, 15:00 UTC; festival days start at 06:00.
  const saturday = Date.UTC(2026, 6, 4, 15);
  it('says the day of a set on another festival day', () => {
    expect(planLineTime('2026-07-05T18:00:00Z', saturday, 'UTC', true, 6)).toBe('Sun, Jul 5 18:00');
  });
  it('leaves the day out today, the night included', () => {
    expect(planLineTime('2026-07-04T18:00:00Z', saturday, 'UTC', true, 6)).toBe('18:00');
    expect(planLineTime('2026-07-05T01:30:00Z', saturday, 'UTC', true, 6)).toBe('01:30');
  });
  it('follows the 12-hour clock', () => {
    expect(planLineTime('2026-07-05T18:00:00Z', saturday, 'UTC', false, 6)).toBe('Sun, Jul 5 6:00 PM');
  });
});
