import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { PlanView_plan$key } from '../../__generated__/PlanView_plan.graphql';
import type { PlanViewCrew_plan$key } from '../../__generated__/PlanViewCrew_plan.graphql';
import { formatClock } from '../../lib/schedule/time';

// A computed plan (the viewer's own, or a crew's): the route in order with the walks between,
// its score, what it leaves out and why, and for a crew where members split up and meet again.
const fragment = graphql`
  fragment PlanView_plan on Plan {
    score
    items {
      value
      walkMinutesBefore
      set {
        id
        slug
        name
        timeStart
        timeEnd
        stage {
          id
          name
        }
      }
    }
    leftOut {
      message
      set {
        id
      }
    }
  }
`;

// Who in the crew wants each set: apart so the viewer's plan does not pay for it (graph/cost).
const crewFragment = graphql`
  fragment PlanViewCrew_plan on Plan {
    items {
      wantedBy
      set {
        id
      }
    }
  }
`;

type Props = {
  plan: PlanView_plan$key;
  timeZone: string;
  use24Hour: boolean;
  basePath: string;
  /** A crew plan: who wants each set. */
  crew?: PlanViewCrew_plan$key | null;
};

const VOTE_LABEL: Record<number, string> = { 2: 'Must Go', 1: 'Interested', 0: 'No vote', [-1]: "Won't Go" };

export function PlanView({ plan, timeZone, use24Hour, basePath, crew: crewKey = null }: Props) {
  const data = useFragment(fragment, plan);
  const crewData = useFragment(crewFragment, crewKey);
  const crew = crewKey !== null;
  const wantedBy = new Map((crewData?.items ?? []).map((i) => [i.set.id, i.wantedBy]));
  const clock = (iso: string | null | undefined) => (iso ? formatClock(Date.parse(iso), timeZone, use24Hour) : '');
  if (data.items.length === 0) {
    return (
      <p className="text-sm text-slate-400">
        {crew ? 'Nobody in this group wants a set yet.' : 'Vote Must Go or Interested on some sets and your plan appears here.'}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-300">
        Score <span className="font-semibold text-white">{data.score}</span> · {data.items.length}{' '}
        {data.items.length === 1 ? 'set' : 'sets'}
      </p>
      <ol className="flex flex-col gap-2" aria-label={crew ? 'Crew plan' : 'Your plan'}>
        {data.items.map((item, i) => (
          <li key={item.set.id} className="flex flex-col gap-1">
            {i > 0 && (
              <p className="pl-3 text-xs text-slate-400">
                {item.walkMinutesBefore === 0 ? 'Stay at this stage' : `Walk ${item.walkMinutesBefore} min`}
              </p>
            )}
            <div className="rounded-md border border-slate-800 bg-slate-900 p-3">
              <Link
                to={`${basePath}/sets/${encodeURIComponent(item.set.slug)}`}
                className="font-medium text-white hover:underline focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
              >
                {item.set.name}
              </Link>
              <p className="text-sm text-slate-400">
                {clock(item.set.timeStart)}
                {item.set.timeEnd ? ` – ${clock(item.set.timeEnd)}` : ''}
                {item.set.stage ? ` · ${item.set.stage.name}` : ''}
                {' · '}
                {crew ? `value ${item.value}` : (VOTE_LABEL[item.value] ?? item.value)}
              </p>
              {(wantedBy.get(item.set.id)?.length ?? 0) > 0 && (
                <p className="text-sm text-slate-300">Wanted by {wantedBy.get(item.set.id)!.join(', ')}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
      {data.leftOut.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-200">Left out</h3>
          <ul className="list-disc pl-5 text-sm text-slate-400">
            {data.leftOut.map((l) => (
              <li key={l.set.id}>{l.message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
