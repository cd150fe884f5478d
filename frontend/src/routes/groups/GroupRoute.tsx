import { Suspense, useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { GroupRouteQuery } from '../../__generated__/GroupRouteQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { GroupActions } from '../../components/groups/GroupActions';
import { GroupMembers } from '../../components/groups/GroupMembers';
import { fetchSignedIn } from '../../components/groups/groupsViewer';
import { InvitesPanel } from '../../components/groups/InvitesPanel';
import { SignInRequired } from '../../components/groups/SignInRequired';
import { Tabs } from '../../components/ui/tabs';
import { LoadingText } from '../../components/layout/LoadingText';
import { MessagePage } from '../../components/layout/MessagePage';
import { buttonClasses } from '../../components/ui/button';
import { preloadRouteQuery } from '../../relay/preload';

// /groups/{groupId}: the group by its global id. The server answers null for a group that does not
// exist or that the viewer may not see; anonymous visitors are not asked about groups at all.
const query = graphql`
  query GroupRouteQuery($id: ID!, $signedIn: Boolean!) {
    viewer {
      user {
        id
      }
    }
    node(id: $id) @include(if: $signedIn) {
      ... on Group @alias(as: "group") {
        id
        name
        description
        memberCount
        isCreator
        ...GroupMembers_group
      }
    }
  }
`;

export function groupLoader(environment: Environment) {
  return async ({ params }: LoaderFunctionArgs) => {
    const signedIn = await fetchSignedIn(environment);
    return {
      queryRef: preloadRouteQuery<GroupRouteQuery>(environment, 'group', query, {
        id: params.groupId ?? '',
        signedIn,
      }),
    };
  };
}

const backToGroups = (
  <Link to="/groups" className={buttonClasses('outline')}>
    Back to Groups
  </Link>
);

export function GroupRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<GroupRouteQuery> };
  return (
    <ErrorBoundary
      fallback={
        <MessagePage title="Failed to fetch group details" role="alert" actions={backToGroups}>
          <p>The group could not be loaded. Please try again.</p>
        </MessagePage>
      }
    >
      <Suspense fallback={<LoadingText>Loading group...</LoadingText>}>
        <GroupScreen queryRef={queryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}

function GroupScreen({ queryRef }: { queryRef: PreloadedQuery<GroupRouteQuery> }) {
  const data = usePreloadedQuery<GroupRouteQuery>(query, queryRef);
  const revalidator = useRevalidator();
  const [tab, setTab] = useState<'members' | 'invites'>('members');
  const stale = Boolean(data.viewer) && !queryRef.variables.signedIn;
  // Signed in on this page: ask for the group now.
  useEffect(() => {
    if (stale && revalidator.state === 'idle') void revalidator.revalidate();
  }, [stale, revalidator]);

  if (!data.viewer) return <SignInRequired text="Sign in to see this group." />;
  if (stale) return <LoadingText>Loading group...</LoadingText>;
  const group = data.node?.group ?? null;
  if (!group) {
    return (
      <MessagePage title="Group not found" actions={backToGroups}>
        <p>This group does not exist, or you are not one of its members.</p>
      </MessagePage>
    );
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div>
        <Link
          to="/groups"
          className="rounded-sm text-sm text-violet-300 hover:text-violet-200 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
        >
          ← Back to Groups
        </Link>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold break-words text-white">{group.name}</h1>
          {group.description && <p className="mt-1 break-words text-slate-300">{group.description}</p>}
          <p className="mt-1 text-sm text-slate-400">
            {group.memberCount} {group.memberCount === 1 ? 'member' : 'members'}
          </p>
        </div>
        <GroupActions groupId={group.id} name={group.name} isCreator={group.isCreator} />
      </div>
      <Tabs
        label="Group"
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'members', label: 'Members' },
          {
            key: 'invites',
            label: 'Invite Links',
            disabled: !group.isCreator,
            title: group.isCreator ? undefined : 'Only the group creator manages invite links',
          },
        ]}
      >
        {tab === 'members' || !group.isCreator ? (
          <GroupMembers group={group} />
        ) : (
          <Suspense fallback={<LoadingText>Loading invites...</LoadingText>}>
            <InvitesPanel groupId={group.id} />
          </Suspense>
        )}
      </Tabs>
    </div>
  );
}
