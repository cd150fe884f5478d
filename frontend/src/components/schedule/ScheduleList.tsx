import { Link } from 'react-router';
import { bucketOfHour, type TimeBucket } from '../../lib/schedule/buckets';
import type { ClashSeverity } from '../../lib/schedule/clashes';
import type { RawScheduleSet, ScheduleSet } from '../../lib/schedule/model';
import { formatClock, formatDayLabel, zonedHour } from '../../lib/schedule/time';
import { ClashMark } from './ClashMark';
import { VoteMark } from './VoteMark';

type Props = {
  sets: ReadonlyArray<ScheduleSet>;
  untimed: ReadonlyArray<RawScheduleSet>;
  timeZone: string;
  severity: ReadonlyMap<string, ClashSeverity>;
  basePath: string;
};

type Part = TimeBucket | 'night';
const PART_LABEL: Record<Part, string> = {
  night: 'Night (0-6)',
  morning: 'Morning (6-12)',
  afternoon: 'Afternoon (12-18)',
  evening: 'Evening (18-24)',
};

/** Sets grouped by local day, then by time of day, as tables (always 24-hour times). */
export function ScheduleList({ sets, untimed, timeZone, severity, basePath }: Props) {
  if (sets.length === 0 && untimed.length === 0) {
    return <p className="rounded-xl border border-slate-800 p-6 text-center text-slate-400">No sets match these filters.</p>;
  }
  const days: { day: string; parts: { part: Part; sets: ScheduleSet[] }[] }[] = [];
  for (const s of sets) {
    const part: Part = bucketOfHour(zonedHour(s.start, timeZone)) ?? 'night';
    let day = days.at(-1);
    if (!day || day.day !== s.day) days.push((day = { day: s.day, parts: [] }));
    let group = day.parts.at(-1);
    if (!group || group.part !== part) day.parts.push((group = { part, sets: [] }));
    group.sets.push(s);
  }
  const clock = (ms: number) => formatClock(ms, timeZone, true);

  return (
    <div className="flex flex-col gap-6" data-testid="schedule-list">
      {days.map(({ day, parts }) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className="mb-2 text-lg font-semibold text-white">
            {formatDayLabel(day)}
          </h2>
          {parts.map(({ part, sets: partSets }) => (
            <div key={part} className="mb-4">
              <h3 className="mb-1 text-sm font-medium text-slate-400">{PART_LABEL[part]}</h3>
              <div className="overflow-x-auto rounded-lg border border-slate-800">
                {/* Fixed columns, so every day's tables line up; votes and clashes sit under the name. */}
                <table className="w-full table-fixed text-left text-sm">
                  <thead className="bg-slate-900 text-xs text-slate-400">
                    <tr>
                      <th scope="col" className="w-28 px-3 py-2 font-medium">Time</th>
                      <th scope="col" className="px-3 py-2 font-medium">Set</th>
                      <th scope="col" className="w-1/4 px-3 py-2 font-medium">Stage</th>
                    </tr>
                  </thead>
                  <tbody>
                    {partSets.map((s) => {
                      const clash = severity.get(s.id);
                      return (
                        <tr key={s.id} data-set-id={s.id} className="border-t border-slate-800">
                          <td className="px-3 py-2 align-top whitespace-nowrap text-slate-300 tabular-nums">
                            {clock(s.start)}–{clock(s.end)}
                          </td>
                          <td className="px-3 py-2 break-words">
                            <Link
                              to={`${basePath}/sets/${s.slug}`}
                              className="font-medium text-white hover:text-violet-200 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
                            >
                              {s.name}
                            </Link>
                            {(s.myVote || clash) && (
                              <span className="mt-1 flex flex-wrap gap-1">
                                {s.myVote && <VoteMark vote={s.myVote} />}
                                {clash && <ClashMark severity={clash} />}
                              </span>
                            )}
                          </td>
                          <td className="px-3 py-2 break-words text-slate-300">{s.stageName ?? '—'}</td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </div>
          ))}
        </section>
      ))}
      {untimed.length > 0 && (
        <section aria-labelledby="day-tba">
          <h2 id="day-tba" className="mb-2 text-lg font-semibold text-white">
            Time to be announced
          </h2>
          <ul className="flex flex-col gap-1 text-sm">
            {untimed.map((s) => (
              <li key={s.id}>
                <Link to={`${basePath}/sets/${s.slug}`} className="text-white underline underline-offset-4 hover:text-violet-200">
                  {s.name}
                </Link>
                {s.stage && <span className="text-slate-400"> · {s.stage.name}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
