import { Suspense, useEffect, useEffectEvent, useId } from "react";
import { ShareButton } from "../share/ShareButton";
import {
  graphql,
  useFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from "react-relay";
import { useSearchParams } from "react-router";
import type { Environment } from "relay-runtime";
import type { CrewPlan_viewer$key } from "../../__generated__/CrewPlan_viewer.graphql";
import type { CrewPlanMembersQuery } from "../../__generated__/CrewPlanMembersQuery.graphql";
import type { CrewPlanQuery } from "../../__generated__/CrewPlanQuery.graphql";
import { onResync, onSetUpdated } from "../../relay/liveEvents";
import { preloadRouteQuery } from "../../relay/preload";
import { useReloadableQuery } from "../../relay/useRefetchWhenStale";
import { ErrorBoundary } from "../ErrorBoundary";
import { LoadingText } from "../layout/LoadingText";
import { CrewDistances, type OnSiteInfo } from "./CrewDistances";
import { PlanView } from "./PlanView";

// The crew plan: the best route for a group the viewer is in (the members' values summed), with
// who wants each set and where members split up and meet again. The group chosen is in the
// address (?crew=<group id>), so the Map route's loader starts its queries (crewPlanLoader); the
// groups to choose from come with the route's query (CrewPlan_viewer). Live: a set's change
// (time, stage, votes) loads it again, a moment after the last event.

/** The address parameter naming the chosen group. */
export const CREW_PARAM = "crew";

const viewerFragment = graphql`
  fragment CrewPlan_viewer on Viewer {
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
  query CrewPlanMembersQuery(
    $festivalSlug: String!
    $editionSlug: String!
    $groupId: ID!
  ) {
    festival(slug: $festivalSlug) {
      edition(slug: $editionSlug) {
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
  query CrewPlanQuery(
    $festivalSlug: String!
    $editionSlug: String!
    $groupId: ID!
  ) {
    festival(slug: $festivalSlug) {
      edition(slug: $editionSlug) {
        id
        plan(groupId: $groupId) {
          # The route's stages, for the map.
          items {
            walkMinutesBefore
            set {
              id
              name
              stage {
                id
                name
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

export type CrewQueries = {
  plan: PreloadedQuery<CrewPlanQuery>;
  members: PreloadedQuery<CrewPlanMembersQuery>;
};

/** Starts the chosen group's plan and members queries (null: no group chosen). */
export function crewPlanLoader(
  environment: Environment,
  edition: { festivalSlug: string; editionSlug: string },
  groupId: string | null,
): CrewQueries | null {
  if (!groupId) return null;
  const variables = { ...edition, groupId };
  return {
    plan: preloadRouteQuery<CrewPlanQuery>(
      environment,
      "crew-plan",
      planQuery,
      variables,
    ),
    members: preloadRouteQuery<CrewPlanMembersQuery>(
      environment,
      "crew-members",
      membersQuery,
      variables,
    ),
  };
}

export const LIVE_DEBOUNCE_MS = 400;

export type RouteOnMap = { stageIds: Array<string | null>; minutes: number[] };

type ViewProps = {
  timeZone: string;
  use24Hour: boolean;
  basePath: string;
  /** The crew plan's route (null: no group chosen), so the map can draw it. */
  onRoute?: (route: RouteOnMap | null) => void;
  /** The map on the earth: who of the crew is sharing, and how far from each set. */
  onSite?: OnSiteInfo;
};

type Props = ViewProps & {
  viewer: CrewPlan_viewer$key;
  queries: CrewQueries | null;
};

export function CrewPlan({ viewer, queries, ...rest }: Props) {
  const data = useFragment(viewerFragment, viewer);
  const groups = data.groups.edges.map((e) => e.node);
  const [params, setParams] = useSearchParams();
  const groupId = params.get(CREW_PARAM) ?? "";
  const id = useId();
  if (groups.length === 0) {
    return (
      <p className="text-sm text-slate-400">
        Join or create a group to plan with your crew.
      </p>
    );
  }
  const choose = (next: string) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next) out.set(CREW_PARAM, next);
        else out.delete(CREW_PARAM);
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-300">
          Group
        </label>
        <select
          id={id}
          value={groups.some((g) => g.id === groupId) ? groupId : ""}
          onChange={(e) => choose(e.target.value)}
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
      {groupId && queries && (
        <ErrorBoundary
          key={groupId}
          fallback={
            <p className="text-sm text-slate-400">
              The crew plan could not be loaded.
            </p>
          }
        >
          <Suspense fallback={<LoadingText>Planning...</LoadingText>}>
            <GroupPlan {...rest} queries={queries} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}

/** Calls reload (its latest version) a moment after the last set change or resync of a burst. */
function useLiveReload(reload: () => void) {
  const onLive = useEffectEvent(reload);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bump = () => {
      clearTimeout(timer);
      timer = setTimeout(() => onLive(), LIVE_DEBOUNCE_MS);
    };
    const offSet = onSetUpdated(bump);
    const offResync = onResync(bump);
    return () => {
      clearTimeout(timer);
      offSet();
      offResync();
    };
  }, []);
}

function GroupPlan({
  queries,
  onRoute,
  onSite,
  ...rest
}: ViewProps & { queries: CrewQueries }) {
  const [ref, reload] = useReloadableQuery<CrewPlanQuery>(
    planQuery,
    queries.plan,
  );
  const [membersRef, reloadMembers] = useReloadableQuery<CrewPlanMembersQuery>(
    membersQuery,
    queries.members,
  );
  useLiveReload(() => {
    reload();
    reloadMembers();
  });
  const data = usePreloadedQuery<CrewPlanQuery>(planQuery, ref);
  const plan = data.festival?.edition?.plan;
  const items = plan?.items;
  useEffect(() => {
    if (!onRoute) return;
    onRoute(
      items
        ? {
            stageIds: items.map((i) => i.set.stage?.id ?? null),
            minutes: items.map((i) => i.walkMinutesBefore),
          }
        : null,
    );
  }, [items, onRoute]);
  useEffect(() => () => onRoute?.(null), [onRoute]);
  if (!plan) return null;
  return (
    <div className="flex flex-col gap-3">
      <PlanView plan={plan} crew={plan} {...rest} />
      {data.festival?.edition && (
        <ShareButton
          editionId={data.festival.edition.id}
          groupId={ref.variables.groupId}
          label="Share the crew plan"
        />
      )}
      {onSite && items && (
        <CrewDistances
          groupId={queries.plan.variables.groupId}
          items={items}
          onSite={onSite}
        />
      )}
      <Suspense fallback={null}>
        <Members queryRef={membersRef} />
      </Suspense>
    </div>
  );
}

function Members({
  queryRef,
}: {
  queryRef: PreloadedQuery<CrewPlanMembersQuery>;
}) {
  const data = usePreloadedQuery<CrewPlanMembersQuery>(membersQuery, queryRef);
  const members = data.festival?.edition?.plan?.members ?? [];
  if (members.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-200">Members</h3>
      <ul className="flex flex-col gap-2 text-sm text-slate-300">
        {members.map((m, i) => (
          <li
            key={`${m.name}-${i}`}
            className="rounded-md border border-slate-800 p-2"
          >
            <p className="font-medium text-white">
              {m.name}
              {m.isViewer ? " (you)" : ""} · own score {m.score}
            </p>
            {m.apart.length > 0 ? (
              <p>Splits up for {m.apart.map((s) => s.name).join(", ")}</p>
            ) : (
              <p>Stays with the crew</p>
            )}
            {m.together.length > 0 && (
              <p>Together at {m.together.map((s) => s.name).join(", ")}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
