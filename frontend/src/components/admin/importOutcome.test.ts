import { describe, expect, it } from 'vitest';
import { appliedText, changeText, countsText, roughRows } from './importOutcome';

describe('import wording', () => {
  it('counts the rows of a preview', () => {
    expect(countsText({ rows: 5, created: 3, changed: 1, unchanged: 1, errors: 0 })).toBe('5 rows: 3 created, 1 changed, 1 unchanged, 0 errors');
    expect(countsText({ rows: 1, created: 0, changed: 0, unchanged: 0, errors: 1 })).toBe('1 row: 0 created, 0 changed, 0 unchanged, 1 error');
  });
  it('shows a change with its old and new value', () => {
    expect(changeText({ field: 'time_start', before: '2026-07-18T20:00', after: '2026-07-18T20:30' }, false)).toBe(
      'time_start: 2026-07-18T20:00 → 2026-07-18T20:30',
    );
    expect(changeText({ field: 'description', before: null, after: 'x' }, false)).toBe('description: (none) → x');
    expect(changeText({ field: 'name', after: 'Main' }, true)).toBe('name: Main');
  });
  it('estimates the rows of a file for the spinner', () => {
    expect(roughRows('name\r\nA\r\n\r\nB\n')).toBe(2);
    expect(roughRows('')).toBe(0);
  });
  it('words the applied import', () => {
    expect(appliedText('SETS', { rows: 3, created: 2, changed: 1, unchanged: 0, errors: 0 })).toBe('Imported 3 sets: 2 created, 1 changed, 0 unchanged');
  });
});
