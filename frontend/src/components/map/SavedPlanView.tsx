import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { SavedPlanView_savedPlan$key } from '../../__generated__/SavedPlanView_savedPlan.graphql';
import { formatClock } from '../../lib/schedule/time';

// The viewer's saved plan: its sets in order with the walks between, and what a timetable change
// broke ("Set 3 overlaps Set 1").
const fragment = graphql`
  fragment SavedPlanView_savedPlan on SavedPlan {
    savedAt
    items {
      walkMinutesBefore
      set {
        id
        slug
        name
        timeStart
        stage {
          name
        }
      }
    }
    problems {
      message
      set {
        id
      }
    }
  }
`;

type Props = { savedPlan: SavedPlanView_savedPlan$key; timeZone: string; use24Hour: boolean; basePath: string };

export function SavedPlanView({ savedPlan, timeZone, use24Hour, basePath }: Props) {
  const data = useFragment(fragment, savedPlan);
  if (data.items.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <PlanProblems problems={data.problems} />
      <ol className="flex flex-col gap-1" aria-label="Saved plan">
        {data.items.map((item, i) => (
          <li key={item.set.id} className="text-sm text-slate-300">
            {i > 0 && item.walkMinutesBefore > 0 && (
              <span className="block pl-3 text-xs text-slate-500">Walk {item.walkMinutesBefore} min</span>
            )}
            <span className="text-slate-400">
              {item.set.timeStart ? formatClock(Date.parse(item.set.timeStart), timeZone, use24Hour) : '—'}
            </span>{' '}
            <Link to={`${basePath}/sets/${encodeURIComponent(item.set.slug)}`} className="text-white hover:underline">
              {item.set.name}
            </Link>
            {item.set.stage ? ` · ${item.set.stage.name}` : ''}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function PlanProblems({ problems }: { problems: ReadonlyArray<{ message: string }> }) {
  if (problems.length === 0) return null;
  return (
    <div role="status" className="rounded-md border border-amber-700 bg-amber-950/40 p-3 text-sm text-amber-200">
      <p className="font-medium">Your saved plan no longer works:</p>
      <ul className="list-disc pl-5">
        {problems.map((p, i) => (
          <li key={i}>{p.message}</li>
        ))}
      </ul>
    </div>
  );
}
