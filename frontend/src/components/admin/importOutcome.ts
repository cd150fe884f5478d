// What the CSV import dialog says: the preview's counts, each change, the applied result.

export type Counts = { rows: number; created: number; changed: number; unchanged: number; errors: number };

/** "5 rows: 3 created, 1 changed, 1 unchanged, 0 errors". */
export function countsText(c: Counts): string {
  return `${c.rows} ${c.rows === 1 ? 'row' : 'rows'}: ${c.created} created, ${c.changed} changed, ${c.unchanged} unchanged, ${c.errors} ${c.errors === 1 ? 'error' : 'errors'}`;
}

/** A change of a field: "time_start: 2026-07-18T20:00 → 2026-07-18T20:30", "(none)" for no value. */
export function changeText(c: { field: string; before?: string | null; after?: string | null }, created: boolean): string {
  const after = c.after ?? '(none)';
  if (created) return `${c.field}: ${after}`;
  return `${c.field}: ${c.before ?? '(none)'} → ${after}`;
}

/** The number of data rows a CSV text seems to have (lines after the header, blank ones not counted), for the spinner. */
export function roughRows(text: string): number {
  return Math.max(0, text.split(/\r?\n/).filter((l) => l.trim() !== '').length - 1);
}

/** The toast after applying: title and description. */
export function appliedText(kind: 'STAGES' | 'SETS', c: Counts): string {
  const what = kind === 'STAGES' ? 'stages' : 'sets';
  return `Imported ${c.rows} ${what}: ${c.created} created, ${c.changed} changed, ${c.unchanged} unchanged`;
}

export const OUTCOME_LABEL: Record<string, string> = {
  CREATED: 'Created',
  CHANGED: 'Changed',
  UNCHANGED: 'Unchanged',
  ERROR: 'Error',
};
