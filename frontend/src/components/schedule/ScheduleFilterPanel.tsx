import { useId } from 'react';
import { cn } from '../../lib/cn';
import { TIME_FILTERS, type TimeFilter } from '../../lib/schedule/buckets';
import type { ScheduleParams } from '../../lib/schedule/params';
import { formatDayLabel } from '../../lib/schedule/time';

type Props = {
  params: ScheduleParams;
  days: ReadonlyArray<string>;
  stages: ReadonlyArray<{ id: string; name: string }>;
  onChange: (next: ScheduleParams) => void;
};

const selectClass =
  'h-10 rounded-md border border-slate-600 bg-slate-900 px-3 text-sm text-slate-100 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none';

/** The list view's filters: day, time of day and stages ('all' by default). */
export function ScheduleFilterPanel({ params, days, stages, onChange }: Props) {
  const dayId = useId();
  const timeId = useId();
  const toggleStage = (id: string) =>
    onChange({
      ...params,
      stages: params.stages.includes(id) ? params.stages.filter((s) => s !== id) : [...params.stages, id],
    });
  return (
    <section aria-label="Filter the schedule" className="flex flex-col gap-3 rounded-xl border border-slate-800 bg-slate-900/50 p-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={dayId} className="text-xs font-medium text-slate-400">
            Day
          </label>
          <select id={dayId} className={selectClass} value={params.day} onChange={(e) => onChange({ ...params, day: e.target.value })}>
            <option value="all">All days</option>
            {/* A day from the address that has no sets stays selectable, so the select shows it. */}
            {[...new Set([...days, ...(params.day !== 'all' ? [params.day] : [])])].sort().map((d) => (
              <option key={d} value={d}>
                {formatDayLabel(d)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={timeId} className="text-xs font-medium text-slate-400">
            Time
          </label>
          <select
            id={timeId}
            className={selectClass}
            value={params.time}
            onChange={(e) => onChange({ ...params, time: e.target.value as TimeFilter })}
          >
            {TIME_FILTERS.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {stages.length > 0 && (
        <div role="group" aria-label="Stages" className="flex flex-wrap gap-2">
          {stages.map((s) => {
            const on = params.stages.includes(s.id);
            return (
              <button
                key={s.id}
                type="button"
                aria-pressed={on}
                onClick={() => toggleStage(s.id)}
                className={cn(
                  'min-h-9 rounded-full border px-3 py-1 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none',
                  on ? 'border-violet-400 bg-violet-600 text-white' : 'border-slate-600 text-slate-300 hover:bg-slate-800',
                )}
              >
                {s.name}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
