import { describe, expect, it } from 'vitest';
import { tableTime } from './time';
import { checkLogoFile, isCsvFile, MSG_LOGO_SIZE, MSG_LOGO_TYPE } from './files';
import { badgeList, generateSetName } from './setName';
import { followSlug, isValidSlug, slugify } from './slug';

describe('slugify', () => {
  it('follows the spec derivation', () => {
    expect(slugify('  Rock Werchter 2026! ')).toBe('rock-werchter-2026');
    expect(slugify('--A__B--')).toBe('a-b');
    expect(slugify('Ñandú')).toBe('and');
    expect(slugify('!!!')).toBe('');
  });
  it('validates slugs', () => {
    expect(isValidSlug('rock-werchter')).toBe(true);
    expect(isValidSlug('rock--werchter')).toBe(false);
    expect(isValidSlug('-rock')).toBe(false);
    expect(isValidSlug('Rock')).toBe(false);
    expect(isValidSlug('')).toBe(false);
  });
  it('follows the name only while untouched', () => {
    expect(followSlug('', 'Pukkel', '')).toBe('pukkel');
    expect(followSlug('Pukkel', 'Pukkel Pop', 'pukkel')).toBe('pukkel-pop');
    expect(followSlug('Pukkel', 'Pukkel Pop', 'my-slug')).toBe('my-slug');
  });
});

describe('generateSetName', () => {
  it('names sets after their artists', () => {
    expect(generateSetName([])).toBe('');
    expect(generateSetName(['Amelie Lens'])).toBe('Amelie Lens');
    expect(generateSetName(['A', 'B'])).toBe('A vs B');
    expect(generateSetName(['A', 'B', 'C'])).toBe('A + 2 more');
  });
  it('shows at most two badges then +N more', () => {
    expect(badgeList(['a'])).toEqual({ shown: ['a'], more: null });
    expect(badgeList(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: null });
    expect(badgeList(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: '+2 more' });
  });
});

describe('file checks', () => {
  it('limits logos to 5 MB images', () => {
    expect(checkLogoFile({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkLogoFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(MSG_LOGO_SIZE);
    expect(checkLogoFile({ type: 'image/gif', size: 10 })).toBe(MSG_LOGO_TYPE);
  });
  it('accepts only CSV files', () => {
    expect(isCsvFile({ name: 'sets.csv', type: 'text/csv' })).toBe(true);
    expect(isCsvFile({ name: 'sets.csv', type: '' })).toBe(true);
    expect(isCsvFile({ name: 'sets.txt', type: 'text/plain' })).toBe(false);
    expect(isCsvFile({ name: 'logo.png', type: 'image/png' })).toBe(false);
  });
});

describe('tableTime', () => {
  it('shows 24-hour times in the edition zone', () => {
    expect(tableTime('2026-07-14T19:30:00Z', 'Europe/Amsterdam')).toBe('Jul 14, 21:30');
    expect(tableTime('2026-07-14T19:30:00Z', 'UTC')).toBe('Jul 14, 19:30');
    expect(tableTime(null, 'UTC')).toBe('—');
  });
});
