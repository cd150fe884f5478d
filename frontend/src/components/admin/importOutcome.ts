// What the CSV import dialog says after its steps (spec §8, CSV import).

export type StepResult =
  | { kind: 'stages' | 'sets'; ok: true; imported: number; errors: ReadonlyArray<{ row: number; message: string }> }
  | { kind: 'stages' | 'sets'; ok: false; message: string };

export function stepMessage(r: StepResult): string {
  if (!r.ok) return r.kind === 'stages' ? `Failed to import stages: ${r.message}` : `Import failed: ${r.message}`;
  if (r.kind === 'stages') {
    return r.errors.length === 0
      ? `Successfully imported ${r.imported} stages`
      : `Successfully imported ${r.imported} stages (${r.errors.length} errors)`;
  }
  return `Successfully imported ${r.imported} sets (${r.errors.length} errors)`;
}

export type Outcome = { title: 'Import successful' | 'Import completed with issues' | 'Import failed'; destructive: boolean };

export function outcome(results: readonly StepResult[]): Outcome {
  const failed = results.filter((r) => !r.ok).length;
  if (failed === results.length) return { title: 'Import failed', destructive: true };
  const issues = results.some((r) => !r.ok || r.errors.length > 0);
  if (!issues) return { title: 'Import successful', destructive: false };
  return { title: 'Import completed with issues', destructive: failed > 0 };
}

/** Overall percent of an import of `steps` files, `done` of them finished, the current at `fraction`. */
export function overallPercent(done: number, steps: number, fraction: number): number {
  if (steps === 0) return 0;
  return Math.round(((done + Math.min(Math.max(fraction, 0), 1)) / steps) * 100);
}
