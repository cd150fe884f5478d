import { ScheduleFilterPanel } from '../../components/schedule/ScheduleFilterPanel';
import { ScheduleList } from '../../components/schedule/ScheduleList';
import { filterSets } from '../../lib/schedule/model';
import { useScheduleContext } from './context';

/** .../schedule/list: sets by day and time of day, with the day, time and stage filters. */
export function ListRoute() {
  const ctx = useScheduleContext();
  const sets = filterSets(ctx.sets, ctx.params, ctx.timeZone, true, ctx.matches, ctx.savedPlan);
  // Sets without a time pass no day or time filter, only 'all'.
  const showUntimed = ctx.params.day === 'all' && ctx.params.time === 'all' && !ctx.params.plan;
  const untimed = showUntimed
    ? ctx.untimed.filter((s) => ctx.params.stages.length === 0 || (s.stage && ctx.params.stages.includes(s.stage.id)))
    : [];
  return (
    <div className="flex flex-col gap-4">
      <ScheduleFilterPanel params={ctx.params} days={ctx.days} stages={ctx.stages} onChange={ctx.setParams} />
      <ScheduleList
        sets={sets}
        untimed={untimed}
        timeZone={ctx.timeZone}
        severity={ctx.severity}
        basePath={ctx.basePath}
        use24Hour={ctx.params.use24Hour}
      />
    </div>
  );
}
