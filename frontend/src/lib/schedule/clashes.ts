import type { Span } from './geometry';

// Clashes in the viewer's plan (Must Go and Interested sets): two sets clash when their times
// overlap by more than zero. Touching sets (one ends exactly when the next starts) do not clash; a
// set inside another does. Must Go against Must Go is the strongest kind: the viewer cannot keep
// both promises.

export type PlanVote = 'MUST_GO' | 'INTERESTED';
export type PlanSet = Span & { id: string; name: string; vote: PlanVote; stageName?: string | null };
export type ClashSeverity = 'must-go' | 'normal';
export type Clash = { a: PlanSet; b: PlanSet; minutes: number; severity: ClashSeverity };

const MINUTE = 60_000;

export function overlapMs(a: Span, b: Span): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

/** Every overlapping pair, earliest first; `a` is the set that starts first. */
export function findClashes(sets: ReadonlyArray<PlanSet>): Clash[] {
  const sorted = [...sets].sort((x, y) => x.start - y.start || x.end - y.end || x.id.localeCompare(y.id));
  const clashes: Clash[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i];
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j];
      if (b.start >= a.end) break; // sorted by start: nothing later can overlap a
      const ms = overlapMs(a, b);
      if (ms <= 0) continue;
      clashes.push({
        a,
        b,
        minutes: Math.round(ms / MINUTE),
        severity: a.vote === 'MUST_GO' && b.vote === 'MUST_GO' ? 'must-go' : 'normal',
      });
    }
  }
  return clashes;
}

/** The strongest clash of each set that has one. */
export function clashSeverityById(clashes: ReadonlyArray<Clash>): Map<string, ClashSeverity> {
  const result = new Map<string, ClashSeverity>();
  for (const c of clashes) {
    for (const s of [c.a, c.b]) {
      if (result.get(s.id) !== 'must-go') result.set(s.id, c.severity);
    }
  }
  return result;
}
