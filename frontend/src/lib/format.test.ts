import { describe, expect, it } from 'vitest';
import { displayUrl, formatDateRange, safeHttpUrl } from './format';

describe('formatDateRange', () => {
  it('uses long US dates', () => {
    expect(formatDateRange('2026-07-17', '2026-07-19')).toBe('July 17, 2026 - July 19, 2026');
  });
  it('does not shift the day in any browser time zone', () => {
    expect(formatDateRange('2026-01-01', '2026-12-31')).toBe('January 1, 2026 - December 31, 2026');
  });
  it('handles missing ends', () => {
    expect(formatDateRange('2026-07-17', null)).toBe('July 17, 2026');
    expect(formatDateRange(null, null)).toBeNull();
  });
});

describe('displayUrl', () => {
  it('strips the scheme and trailing slash', () => {
    expect(displayUrl('https://boomtown.example/')).toBe('boomtown.example');
    expect(displayUrl('http://x.example/path')).toBe('x.example/path');
  });
});

describe('safeHttpUrl', () => {
  it('refuses non-http schemes', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('https://ok.example')).toBe('https://ok.example/');
  });
});
