import { Suspense } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { NotificationsRouteQuery } from '../../__generated__/NotificationsRouteQuery.graphql';
import type { NotificationsRoute_query$key } from '../../__generated__/NotificationsRoute_query.graphql';
import { SignInRequired } from '../../components/groups/SignInRequired';
import { LoadingText } from '../../components/layout/LoadingText';
import { Button } from '../../components/ui/button';
import { editionBasePath } from '../../lib/host';
import { toast } from '../../lib/toast';
import { useHost } from '../../lib/useHost';
import { useMarkNotificationsReadMutation } from '../../mutations/useMarkNotificationsReadMutation';
import { preloadRouteQuery } from '../../relay/preload';

// /notifications: the viewer's notifications, newest first, 20 at a time; each links to its set
// and is marked read when opened; "Mark all read".
const query = graphql`
  query NotificationsRouteQuery {
    viewer {
      unreadNotificationCount
    }
    ...NotificationsRoute_query
  }
`;

const listFragment = graphql`
  fragment NotificationsRoute_query on Query
  @refetchable(queryName: "NotificationsPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    viewer {
      notifications(first: $count, after: $cursor) @connection(key: "NotificationsRoute_notifications") {
        edges {
          node {
            id
            kind
            message
            createdAt
            read
            set {
              slug
              edition {
                slug
                festival {
                  slug
                }
              }
            }
          }
        }
      }
    }
  }
`;

export function notificationsLoader(environment: Environment) {
  return () => ({
    queryRef: preloadRouteQuery<NotificationsRouteQuery>(environment, 'notifications', query, {}, 'network-only'),
  });
}

export function NotificationsRoute() {
  const { queryRef } = useLoaderData() as {
    queryRef: PreloadedQuery<NotificationsRouteQuery>;
  };
  return (
    <Suspense fallback={<LoadingText>Loading notifications...</LoadingText>}>
      <Notifications queryRef={queryRef} />
    </Suspense>
  );
}

function Notifications({ queryRef }: { queryRef: PreloadedQuery<NotificationsRouteQuery> }) {
  const root = usePreloadedQuery<NotificationsRouteQuery>(query, queryRef);
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    listFragment,
    root as NotificationsRoute_query$key,
  );
  const host = useHost();
  const [mark, marking] = useMarkNotificationsReadMutation();
  if (!root.viewer || !data.viewer) return <SignInRequired text="Sign in to see your notifications." />;
  const edges = data.viewer.notifications.edges;
  const markRead = (ids: string[] | null) => {
    void mark(
      ids,
      edges.map((e) => e.node.id),
    ).catch(() => toast('Could not mark the notifications read.'));
  };
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-white">Notifications</h1>
        <Button
          variant="outline"
          className="min-h-11"
          disabled={marking || root.viewer.unreadNotificationCount === 0}
          onClick={() => markRead(null)}
        >
          Mark all read
        </Button>
      </div>
      {edges.length === 0 ? (
        <p className="text-slate-300">
          Nothing yet. When a set you voted Must Go or Interested on, or planned, moves or is cancelled, it shows here.
        </p>
      ) : (
        <ul className="space-y-2" data-testid="notification-list">
          {edges.map(({ node }) => {
            const set = node.set;
            const to = set
              ? `${editionBasePath(set.edition.festival.slug, set.edition.slug, host)}/sets/${encodeURIComponent(set.slug)}`
              : null;
            const body = (
              <>
                <span className="block text-sm text-slate-100">{node.message}</span>
                <time className="block text-xs text-slate-400" dateTime={String(node.createdAt)}>
                  {new Date(String(node.createdAt)).toLocaleString()}
                </time>
              </>
            );
            const cls = `block min-h-11 rounded-md border px-3 py-2 ${node.read ? 'border-slate-800 bg-slate-900/40' : 'border-violet-700 bg-violet-950/40'}`;
            return (
              <li key={node.id} data-read={node.read ? 'true' : 'false'}>
                {to ? (
                  <Link to={to} className={cls} onClick={() => !node.read && markRead([node.id])}>
                    {!node.read ? <span className="sr-only">Unread: </span> : null}
                    {body}
                  </Link>
                ) : (
                  <div className={cls}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {hasNext ? (
        <Button variant="outline" className="min-h-11 w-full" disabled={isLoadingNext} onClick={() => loadNext(20)}>
          {isLoadingNext ? 'Loading...' : 'Show more'}
        </Button>
      ) : null}
    </div>
  );
}
