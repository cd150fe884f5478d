import { matchesTimeFilter } from './buckets';
import { findClashes, type Clash, type PlanSet } from './clashes';
import { setSpan, type Span } from './geometry';
import type { ScheduleParams } from './params';
import { DEFAULT_DAY_START_HOUR, festivalDay } from './festivalDay';

// The schedule's sets as plain values: spans in milliseconds and the local day, computed once
// per render from the Relay data; views and filters work on these.

export type VoteType = 'MUST_GO' | 'INTERESTED' | 'WONT_GO';

export type RawScheduleSet = {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly timeStart: string | null | undefined;
  readonly timeEnd: string | null | undefined;
  readonly myVote: VoteType | null | undefined | '%future added value';
  readonly stage: { readonly id: string; readonly name: string } | null | undefined;
};

export type ScheduleSet = Span & {
  id: string;
  slug: string;
  name: string;
  stageId: string | null;
  stageName: string | null;
  myVote: VoteType | null;
  day: string; // the festival day (YYYY-MM-DD) of the start: nights belong to the day before
};

export function toScheduleSets(
  raw: ReadonlyArray<RawScheduleSet>,
  timeZone: string,
  dayStartHour = DEFAULT_DAY_START_HOUR,
): {
  timed: ScheduleSet[];
  untimed: RawScheduleSet[];
} {
  const timed: ScheduleSet[] = [];
  const untimed: RawScheduleSet[] = [];
  for (const s of raw) {
    const span = s.timeStart ? setSpan(s.timeStart, s.timeEnd) : null;
    if (!span) {
      untimed.push(s);
      continue;
    }
    const vote = s.myVote === 'MUST_GO' || s.myVote === 'INTERESTED' || s.myVote === 'WONT_GO' ? s.myVote : null;
    timed.push({
      ...span,
      id: s.id,
      slug: s.slug,
      name: s.name,
      stageId: s.stage?.id ?? null,
      stageName: s.stage?.name ?? null,
      myVote: vote,
      day: festivalDay(span.start, timeZone, dayStartHour),
    });
  }
  timed.sort((a, b) => a.start - b.start || a.end - b.end || a.name.localeCompare(b.name));
  return { timed, untimed };
}

export function inPlan(set: Pick<ScheduleSet, 'myVote'>): boolean {
  return set.myVote === 'MUST_GO' || set.myVote === 'INTERESTED';
}

/**
 * Stage, plan and search filters (both views); day and time too when `withDayTime` (the list's
 * panel). `matches` holds the ids the server's search found (null: no search). "My plan" is the
 * viewer's saved plan when they have one (`savedPlan`, its set ids), else their Must Go and
 * Interested sets.
 */
export function filterSets(
  sets: ReadonlyArray<ScheduleSet>,
  params: ScheduleParams,
  timeZone: string,
  withDayTime: boolean,
  matches: ReadonlySet<string> | null = null,
  savedPlan: ReadonlySet<string> | null = null,
): ScheduleSet[] {
  const mine = (s: ScheduleSet) => (savedPlan && savedPlan.size > 0 ? savedPlan.has(s.id) : inPlan(s));
  return sets.filter(
    (s) =>
      (matches === null || matches.has(s.id)) &&
      (params.stages.length === 0 || (s.stageId !== null && params.stages.includes(s.stageId))) &&
      (!params.plan || mine(s)) &&
      (!withDayTime ||
        ((params.day === 'all' || s.day === params.day) && matchesTimeFilter(s.start, timeZone, params.time))),
  );
}

/**
 * Clashes among the viewer's plan (whatever the filters show): the saved plan's sets when there
 * is a saved plan (it is "My plan" then), else every set voted must-go or interested.
 */
export function planClashes(sets: ReadonlyArray<ScheduleSet>, savedPlan: ReadonlySet<string> | null = null): Clash[] {
  const mine = (s: ScheduleSet) => (savedPlan && savedPlan.size > 0 ? savedPlan.has(s.id) : inPlan(s));
  const plan: PlanSet[] = sets.filter(mine).map((s) => ({
    id: s.id,
    name: s.name,
    start: s.start,
    end: s.end,
    // A saved set without a vote counts as interested (a clash is must-go only between two must-go).
    vote: s.myVote === 'MUST_GO' ? 'MUST_GO' : 'INTERESTED',
    stageName: s.stageName,
  }));
  return findClashes(plan);
}

/** The distinct local days of the sets, in order. */
export function daysOf(sets: ReadonlyArray<ScheduleSet>): string[] {
  return [...new Set(sets.map((s) => s.day))].sort();
}
