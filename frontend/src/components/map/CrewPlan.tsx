import { Suspense, useEffect, useId, useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CrewPlanGroupsQuery } from '../../__generated__/CrewPlanGroupsQuery.graphql';
import type { CrewPlanMembersQuery } from '../../__generated__/CrewPlanMembersQuery.graphql';
import type { CrewPlanQuery } from '../../__generated__/CrewPlanQuery.graphql';
import { onResync, onSetUpdated } from '../../relay/liveEvents';
import { ErrorBoundary } from '../ErrorBoundary';
import { LoadingText } from '../layout/LoadingText';
import { PlanView } from './PlanView';

// The crew plan: the best route for a group the viewer is in (the members' values summed), with
// who wants each set and where members split up and meet again. Live: a set's change (time, stage,
// votes) fetches it again, a moment after the last event.
const groupsQuery = graphql`
  query CrewPlanGroupsQuery {
    groups(first: 100) {
      edges {
        node {
          id
          name
        }
      }
    }
  }
`;

// The members' own routes, a query of its own: with the route's wantedBy lists in one query the
// cost would pass the server's limit (graph/cost bounds a crew at 50 members).
const membersQuery = graphql`
  query CrewPlanMembersQuery($editionId: ID!, $groupId: ID!) {
    node(id: $editionId) {
      ... on Edition {
        plan(groupId: $groupId) {
          members {
            name
            isViewer
            score
            apart {
              name
            }
            together {
              name
            }
          }
        }
      }
    }
  }
`;

const planQuery = graphql`
  query CrewPlanQuery($editionId: ID!, $groupId: ID!) {
    node(id: $editionId) {
      ... on Edition {
        plan(groupId: $groupId) {
          # The route's stages, for the map.
          items {
            walkMinutesBefore
            set {
              id
              stage {
                id
              }
            }
          }
          ...PlanView_plan
          ...PlanViewCrew_plan
        }
      }
    }
  }
`;

export const LIVE_DEBOUNCE_MS = 400;

export type RouteOnMap = { stageIds: Array<string | null>; minutes: number[] };

type Props = {
  editionId: string;
  timeZone: string;
  use24Hour: boolean;
  basePath: string;
  /** The crew plan's route (null: no group chosen), so the map can draw it. */
  onRoute?: (route: RouteOnMap | null) => void;
};

export function CrewPlan(props: Props) {
  return (
    <ErrorBoundary fallback={<p className="text-sm text-slate-400">The crew plan could not be loaded.</p>}>
      <Suspense fallback={<LoadingText>Loading groups...</LoadingText>}>
        <GroupPicker {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function GroupPicker(props: Props) {
  const data = useLazyLoadQuery<CrewPlanGroupsQuery>(groupsQuery, {}, { fetchPolicy: 'store-and-network' });
  const groups = data.groups.edges.map((e) => e.node);
  const [groupId, setGroupId] = useState<string>('');
  const id = useId();
  if (groups.length === 0) {
    return <p className="text-sm text-slate-400">Join or create a group to plan with your crew.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-300">
          Group
        </label>
        <select
          id={id}
          value={groupId}
          onChange={(e) => setGroupId(e.target.value)}
          className="h-11 max-w-full rounded-md border border-slate-600 bg-slate-900 px-3 text-sm text-slate-100 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none sm:max-w-xs"
        >
          <option value="">Choose a group</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      {groupId && (
        <ErrorBoundary key={groupId} fallback={<p className="text-sm text-slate-400">The crew plan could not be loaded.</p>}>
          <Suspense fallback={<LoadingText>Planning...</LoadingText>}>
            <GroupPlan {...props} groupId={groupId} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

function GroupPlan({ editionId, groupId, onRoute, ...rest }: Props & { groupId: string }) {
  const [fetchKey, setFetchKey] = useState(0);
  const [, startTransition] = useTransition();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bump = () => {
      clearTimeout(timer);
      timer = setTimeout(() => startTransition(() => setFetchKey((k) => k + 1)), LIVE_DEBOUNCE_MS);
    };
    const offSet = onSetUpdated(bump);
    const offResync = onResync(bump);
    return () => {
      clearTimeout(timer);
      offSet();
      offResync();
    };
  }, []);
  const options = { fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only', fetchKey } as const;
  const data = useLazyLoadQuery<CrewPlanQuery>(planQuery, { editionId, groupId }, options);
  const plan = data.node?.plan;
  const items = plan?.items;
  useEffect(() => {
    if (!onRoute) return;
    onRoute(
      items
        ? { stageIds: items.map((i) => i.set.stage?.id ?? null), minutes: items.map((i) => i.walkMinutesBefore) }
        : null,
    );
  }, [items, onRoute]);
  useEffect(() => () => onRoute?.(null), [onRoute]);
  if (!plan) return null;
  return (
    <div className="flex flex-col gap-3">
      <PlanView plan={plan} crew={plan} {...rest} />
      <Suspense fallback={null}>
        <Members editionId={editionId} groupId={groupId} options={options} />
      </Suspense>
    </div>
  );
}

type Options = { fetchPolicy: 'store-and-network' | 'network-only'; fetchKey: number };

function Members({ editionId, groupId, options }: { editionId: string; groupId: string; options: Options }) {
  const data = useLazyLoadQuery<CrewPlanMembersQuery>(membersQuery, { editionId, groupId }, options);
  const members = data.node?.plan?.members ?? [];
  if (members.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-200">Members</h3>
      <ul className="flex flex-col gap-2 text-sm text-slate-300">
        {members.map((m, i) => (
          <li key={`${m.name}-${i}`} className="rounded-md border border-slate-800 p-2">
            <p className="font-medium text-white">
              {m.name}
              {m.isViewer ? ' (you)' : ''} · own score {m.score}
            </p>
            {m.apart.length > 0 ? <p>Splits up for {m.apart.map((s) => s.name).join(', ')}</p> : <p>Stays with the crew</p>}
            {m.together.length > 0 && <p>Together at {m.together.map((s) => s.name).join(', ')}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
