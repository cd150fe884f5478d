import { festivalDay, festivalDayEnd } from './schedule/festivalDay';

// The Now view's model (issue 29): per stage the set on now (with its progress) and the next one
// of the festival night; and the viewer's next set (Must Go or Interested, or in their saved
// plan) with the stage they are at now, for the walk.

export type NowSet = {
  id: string;
  slug: string;
  name: string;
  timeStart?: string | null;
  timeEnd?: string | null;
  myVote?: string | null;
  stage?: { id: string; name: string } | null;
};

export type StageNow = {
  stage: { id: string; name: string };
  current: { set: NowSet; progress: number } | null;
  next: NowSet | null;
};

let offsetMs = 0;

/** Remembers the server's clock (Query.serverTime) as an offset from this device's. */
export function setServerTime(serverTime: string | null | undefined): void {
  const t = serverTime ? Date.parse(serverTime) : NaN;
  if (!Number.isNaN(t)) offsetMs = t - Date.now();
}

/** Now by the server's clock. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Whether `ms` falls within the edition's festival days (the night after the last day too). */
export function duringFestival(
  edition: {
    startDate?: string | null;
    endDate?: string | null;
    timeZone: string;
    dayStartHour: number;
  },
  ms: number,
): boolean {
  const start = edition.startDate ?? null;
  const end = edition.endDate ?? start;
  if (!start || !end) return false;
  const today = festivalDay(ms, edition.timeZone, edition.dayStartHour);
  return start <= today && today <= end;
}

const startOf = (s: NowSet) => (s.timeStart ? Date.parse(s.timeStart) : NaN);
const endOf = (s: NowSet) => (s.timeEnd ? Date.parse(s.timeEnd) : startOf(s) + 3_600_000);

/** Per stage (in the edition's order): the set on now and the next set before the night ends. */
export function stagesNow(
  stages: readonly { id: string; name: string }[],
  sets: readonly NowSet[],
  ms: number,
  timeZone: string,
  dayStartHour: number,
): StageNow[] {
  const nightEnd = festivalDayEnd(festivalDay(ms, timeZone, dayStartHour), timeZone, dayStartHour);
  const timed = sets.filter((s) => !Number.isNaN(startOf(s))).sort((a, b) => startOf(a) - startOf(b));
  const all = stages.map((stage) => {
    const own = timed.filter((s) => s.stage?.id === stage.id);
    const cur = own.find((s) => startOf(s) <= ms && ms < endOf(s)) ?? null;
    const next = own.find((s) => startOf(s) > ms && startOf(s) < nightEnd) ?? null;
    const progress = cur ? Math.min(1, Math.max(0, (ms - startOf(cur)) / Math.max(1, endOf(cur) - startOf(cur)))) : 0;
    return { stage, current: cur ? { set: cur, progress } : null, next };
  });
  // The stages playing now first, each group in the edition's stage order.
  return [...all.filter((s) => s.current), ...all.filter((s) => !s.current)];
}

const wanted = (s: NowSet, plan: ReadonlySet<string>) =>
  plan.has(s.id) || s.myVote === 'MUST_GO' || s.myVote === 'INTERESTED';

/**
 * The viewer's next set (the earliest wanted set starting after now) and the stage of the wanted
 * set they are at now (where the walk starts), if any.
 */
export function viewerNext(
  sets: readonly NowSet[],
  plan: ReadonlySet<string>,
  ms: number,
): { next: NowSet | null; fromStageId: string | null } {
  const mine = sets.filter((s) => wanted(s, plan) && !Number.isNaN(startOf(s))).sort((a, b) => startOf(a) - startOf(b));
  const next = mine.find((s) => startOf(s) > ms) ?? null;
  const here = mine.find((s) => startOf(s) <= ms && ms < endOf(s)) ?? null;
  return { next, fromStageId: here?.stage?.id ?? null };
}

/** '1 h 05 min' or '12 min' or 'now'. */
export function countdown(ms: number): string {
  if (ms <= 0) return 'now';
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
