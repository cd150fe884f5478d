import { cleanQuery } from '../setFilters';
import type { TimeFilter } from './buckets';

// The schedule's state in the address (visitor-app.md §3 "Schedule query: view, day, time,
// stages", plus use24Hour and plan), so it survives reloads and can be shared. Defaults are left
// out of the address: day and time 'all', every stage, 24-hour clock, the whole lineup.
// `view` ('timeline' or 'list') is read by .../schedule to pick the view; the path is what counts
// afterwards, so the view links drop it.

export type ScheduleView = 'timeline' | 'list';

export type ScheduleParams = {
  day: string; // 'all' or a local date YYYY-MM-DD
  time: TimeFilter;
  stages: string[]; // stage ids; empty = all
  use24Hour: boolean;
  plan: boolean; // only the viewer's Must Go and Interested sets
  q: string; // search of set and artist names, answered by the server; '' = none
};

export const DEFAULT_SCHEDULE_PARAMS: ScheduleParams = {
  day: 'all',
  time: 'all',
  stages: [],
  use24Hour: true,
  plan: false,
  q: '',
};

const TIMES: ReadonlyArray<TimeFilter> = ['all', 'morning', 'afternoon', 'evening', 'night'];

export function parseScheduleParams(search: URLSearchParams): ScheduleParams {
  const day = search.get('day') ?? 'all';
  const time = search.get('time') as TimeFilter | null;
  return {
    day: /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : 'all',
    time: time && TIMES.includes(time) ? time : 'all',
    stages: (search.get('stages') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    use24Hour: search.get('use24Hour') !== 'false',
    plan: search.get('plan') === 'true',
    q: cleanQuery(search.get('q')),
  };
}

/** The address query of `params`, keeping unrelated keys of `base` (e.g. invite). */
export function writeScheduleParams(params: ScheduleParams, base?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const key of ['view', 'day', 'time', 'stages', 'use24Hour', 'plan', 'q']) out.delete(key);
  if (params.day !== 'all') out.set('day', params.day);
  if (params.time !== 'all') out.set('time', params.time);
  if (params.stages.length > 0) out.set('stages', params.stages.join(','));
  if (!params.use24Hour) out.set('use24Hour', 'false');
  if (params.plan) out.set('plan', 'true');
  if (params.q) out.set('q', params.q);
  return out;
}

export function viewFromParam(value: string | null): ScheduleView {
  return value === 'list' ? 'list' : 'timeline';
}
