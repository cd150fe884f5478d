import { describe, expect, it } from 'vitest';
import { outcome, overallPercent, stepMessage, type StepResult } from './importOutcome';

const okSets: StepResult = { kind: 'sets', ok: true, imported: 12, errors: [] };
const setsWithErrors: StepResult = { kind: 'sets', ok: true, imported: 10, errors: [{ row: 3, message: 'x' }, { row: 4, message: 'y' }] };
const failedStages: StepResult = { kind: 'stages', ok: false, message: 'boom' };

describe('import outcome', () => {
  it('words each step as the spec does', () => {
    expect(stepMessage(okSets)).toBe('Successfully imported 12 sets (0 errors)');
    expect(stepMessage(setsWithErrors)).toBe('Successfully imported 10 sets (2 errors)');
    expect(stepMessage({ kind: 'stages', ok: true, imported: 3, errors: [] })).toBe('Successfully imported 3 stages');
    expect(stepMessage(failedStages)).toBe('Failed to import stages: boom');
    expect(stepMessage({ kind: 'sets', ok: false, message: 'bad header' })).toBe('Import failed: bad header');
  });
  it('chooses the outcome toast', () => {
    expect(outcome([okSets])).toEqual({ title: 'Import successful', destructive: false });
    expect(outcome([setsWithErrors])).toEqual({ title: 'Import completed with issues', destructive: false });
    expect(outcome([failedStages, okSets])).toEqual({ title: 'Import completed with issues', destructive: true });
    expect(outcome([failedStages])).toEqual({ title: 'Import failed', destructive: true });
  });
  it('computes the overall progress', () => {
    expect(overallPercent(0, 2, 0.5)).toBe(25);
    expect(overallPercent(1, 2, 1)).toBe(100);
    expect(overallPercent(0, 0, 1)).toBe(0);
  });
});
