import { Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { GroupsRouteQuery } from '../../__generated__/GroupsRouteQuery.graphql';
import { CreateGroupDialog } from '../../components/groups/CreateGroupDialog';
import { GroupCard } from '../../components/groups/GroupCard';
import { GroupInvitations } from '../../components/groups/GroupInvitations';
import { fetchSignedIn } from '../../components/groups/groupsViewer';
import { SignInRequired } from '../../components/groups/SignInRequired';
import { LoadingText } from '../../components/layout/LoadingText';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { preloadRouteQuery } from '../../relay/preload';

// /groups: the viewer's groups (admins may switch to all groups, ?view=all). Anonymous visitors
// may not list groups at all (UNAUTHENTICATED), so the list is only asked for when signed in.
const query = graphql`
  query GroupsRouteQuery($all: Boolean!, $signedIn: Boolean!) {
    viewer {
      isAdmin
      ...GroupInvitations_viewer
    }
    groups(first: 100, all: $all) @include(if: $signedIn) @connection(key: "GroupsRoute_groups", filters: ["all"]) {
      edges {
        node {
          id
          ...GroupCard_group
        }
      }
    }
  }
`;

export function groupsLoader(environment: Environment) {
  return async ({ request }: LoaderFunctionArgs) => {
    const all = new URL(request.url).searchParams.get('view') === 'all';
    const signedIn = await fetchSignedIn(environment);
    return { queryRef: preloadRouteQuery<GroupsRouteQuery>(environment, 'groups', query, { all, signedIn }) };
  };
}

export function GroupsRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<GroupsRouteQuery> };
  return (
    <Suspense fallback={<LoadingText>Loading groups...</LoadingText>}>
      <Groups queryRef={queryRef} />
    </Suspense>
  );
}

function Groups({ queryRef }: { queryRef: PreloadedQuery<GroupsRouteQuery> }) {
  const data = usePreloadedQuery<GroupsRouteQuery>(query, queryRef);
  const [, setSearchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const signedIn = Boolean(data.viewer);
  const needsList = signedIn && !data.groups;
  // Signed in on this page (header dialog): load the list now.
  useEffect(() => {
    if (needsList && revalidator.state === 'idle') void revalidator.revalidate();
  }, [needsList, revalidator]);

  if (!data.viewer) return <SignInRequired />;
  const isAdmin = data.viewer.isAdmin;
  const all = isAdmin && queryRef.variables.all;
  const showAll = (next: boolean) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('view', 'all');
        else params.delete('view');
        return params;
      },
      // A view switch, not a new page: the scroll position stays (the router's scroll restoration).
      { replace: true, preventScrollReset: true },
    );
  const groups = data.groups?.edges.map((e) => e.node) ?? [];

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-white">{all ? 'All Groups' : 'My Groups'}</h1>
          <p className="mt-1 text-slate-400">Compare votes and plan the festival together.</p>
        </div>
        <CreateGroupDialog />
      </div>
      {isAdmin && (
        <div role="group" aria-label="Which groups" className="flex gap-2">
          {[
            { label: 'My Groups', value: false },
            { label: 'All Groups', value: true },
          ].map((o) => (
            <button
              key={o.label}
              type="button"
              aria-pressed={all === o.value}
              onClick={() => showAll(o.value)}
              className={cn(
                'min-h-10 rounded-md border px-4 text-sm font-medium focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none',
                all === o.value
                  ? 'border-violet-400 bg-violet-600 text-white'
                  : 'border-slate-600 text-slate-300 hover:bg-slate-800',
              )}
            >
              {o.label}
            </button>
          ))}
        </div>
      )}
      <GroupInvitations viewer={data.viewer} />
      {!data.groups ? (
        <LoadingText>Loading groups...</LoadingText>
      ) : groups.length === 0 ? (
        <Card className="mx-auto w-full max-w-md text-center">
          <CardHeader>
            <CardTitle>No groups yet</CardTitle>
            <CardDescription>Create your first group to start voting with your friends.</CardDescription>
          </CardHeader>
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((g) => (
            <li key={g.id}>
              <GroupCard group={g} showMembership={all} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
