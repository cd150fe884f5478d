import { MessagePage } from '../../components/layout/MessagePage';
import { Timeline } from '../../components/schedule/Timeline';
import { filterSets } from '../../lib/schedule/model';
import { formatDayShort } from '../../lib/schedule/time';
import { useNow } from '../../lib/schedule/useNow';
import { useScheduleContext } from './context';

/** .../schedule/timeline: the horizontal view; it needs the edition's dates to lay out days. */
export function TimelineRoute() {
  const ctx = useScheduleContext();
  const now = useNow();
  if (!ctx.startDate || !ctx.endDate) {
    return (
      <MessagePage title="Festival dates not available yet.">
        <p>The timeline appears once the festival's dates are set. The list view works meanwhile.</p>
      </MessagePage>
    );
  }
  // The timeline follows the stage and plan filters; the day picks where it scrolls to.
  const sets = filterSets(ctx.sets, ctx.params, ctx.timeZone, false, ctx.matches, ctx.savedPlan);
  const stages = ctx.params.stages.length > 0 ? ctx.stages.filter((s) => ctx.params.stages.includes(s.id)) : ctx.stages;
  return (
    <div className="flex flex-col gap-3">
      {ctx.days.length > 1 && (
        <div role="group" aria-label="Jump to day" className="flex flex-wrap gap-2">
          {ctx.days.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={ctx.params.day === d}
              onClick={() => ctx.setParams({ ...ctx.params, day: ctx.params.day === d ? 'all' : d })}
              className="min-h-9 rounded-full border border-slate-600 px-3 py-1 text-sm text-slate-300 hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none aria-pressed:border-violet-400 aria-pressed:bg-violet-600 aria-pressed:text-white"
            >
              {formatDayShort(d)}
            </button>
          ))}
        </div>
      )}
      <Timeline
        sets={sets}
        stages={stages}
        timeZone={ctx.timeZone}
        startDate={ctx.startDate}
        endDate={ctx.endDate}
        use24Hour={ctx.params.use24Hour}
        severity={ctx.severity}
        basePath={ctx.basePath}
        now={ctx.live ? now.getTime() : null}
        focusDay={ctx.params.day === 'all' ? null : ctx.params.day}
        dayStartHour={ctx.dayStartHour}
      />
      {ctx.params.plan && sets.length === 0 && (
        <p className="text-sm text-slate-400">Your plan is empty: vote Must Go or Interested on sets to add them.</p>
      )}
    </div>
  );
}
