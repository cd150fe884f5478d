import { useOutletContext } from 'react-router';
import type { Clash, ClashSeverity } from '../../lib/schedule/clashes';
import type { RawScheduleSet, ScheduleSet } from '../../lib/schedule/model';
import type { ScheduleParams } from '../../lib/schedule/params';

/** What the schedule route hands its two views (one query, read once above them). */
export type ScheduleContext = {
  timeZone: string;
  dayStartHour: number;
  startDate: string | null;
  endDate: string | null;
  live: boolean;
  stages: ReadonlyArray<{ id: string; name: string }>;
  sets: ReadonlyArray<ScheduleSet>;
  untimed: ReadonlyArray<RawScheduleSet>;
  days: ReadonlyArray<string>;
  clashes: ReadonlyArray<Clash>;
  severity: ReadonlyMap<string, ClashSeverity>;
  params: ScheduleParams;
  /** Ids of the sets the search found; null without a search. */
  matches: ReadonlySet<string> | null;
  /** Ids of the viewer's saved plan (null or empty: none; "My plan" is then their votes). */
  savedPlan: ReadonlySet<string> | null;
  setParams: (next: ScheduleParams) => void;
  signedIn: boolean;
  basePath: string;
};

export function useScheduleContext(): ScheduleContext {
  return useOutletContext<ScheduleContext>();
}
