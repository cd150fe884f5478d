import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AnalyticsPageGroupsQuery } from '../../__generated__/AnalyticsPageGroupsQuery.graphql';
import type { AnalyticsPageUsersQuery } from '../../__generated__/AnalyticsPageUsersQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { LoadingText } from '../../components/layout/LoadingText';
import { Button } from '../../components/ui/button';
import { shortDay } from '../../lib/admin/time';

const PAGE = 20;

/** Cursor pages: a stack of the cursors of the pages before, so Previous works without `last`. */
function usePages() {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  return {
    after: cursors[cursors.length - 1],
    page: cursors.length,
    next: (cursor: string | null | undefined) => cursor && setCursors((c) => [...c, cursor]),
    previous: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
  };
}

function Pager({ page, hasNext, onNext, onPrevious }: { page: number; hasNext: boolean; onNext: () => void; onPrevious: () => void }) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <Button size="sm" variant="outline" disabled={page === 1} onClick={onPrevious}>
        Previous
      </Button>
      <span>Page {page}</span>
      <Button size="sm" variant="outline" disabled={!hasNext} onClick={onNext}>
        Next
      </Button>
    </div>
  );
}

function GroupsTable() {
  const pages = usePages();
  const data = useLazyLoadQuery<AnalyticsPageGroupsQuery>(
    graphql`
      query AnalyticsPageGroupsQuery($first: Int!, $after: String) {
        analyticsGroups(first: $first, after: $after) {
          edges {
            node {
              id
              name
              memberCount
              createdAt
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    `,
    { first: PAGE, after: pages.after },
    { fetchPolicy: 'network-only' },
  );
  const conn = data.analyticsGroups;
  return (
    <>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Groups table">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-400">
            <tr>
              <th className="p-2">Group Name</th>
              <th className="p-2">Members</th>
              <th className="p-2">Created</th>
            </tr>
          </thead>
          <tbody>
            {conn.edges.map(({ node }) => (
              <tr key={node.id} className="border-t border-slate-800">
                <td className="p-2">{node.name}</td>
                <td className="p-2">{node.memberCount}</td>
                <td className="p-2">{shortDay(node.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={pages.page} hasNext={conn.pageInfo.hasNextPage} onNext={() => pages.next(conn.pageInfo.endCursor)} onPrevious={pages.previous} />
    </>
  );
}

function UsersTable() {
  const pages = usePages();
  const data = useLazyLoadQuery<AnalyticsPageUsersQuery>(
    graphql`
      query AnalyticsPageUsersQuery($first: Int!, $after: String) {
        analyticsUsers(first: $first, after: $after) {
          edges {
            node {
              id
              username
              email
              voteCount
              joinedAt
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    `,
    { first: PAGE, after: pages.after },
    { fetchPolicy: 'network-only' },
  );
  const conn = data.analyticsUsers;
  return (
    <>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Users table">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-400">
            <tr>
              <th className="p-2">Username</th>
              <th className="p-2">Email</th>
              <th className="p-2">Votes</th>
              <th className="p-2">Joined</th>
            </tr>
          </thead>
          <tbody>
            {conn.edges.map(({ node }) => (
              <tr key={node.id} className="border-t border-slate-800">
                <td className="p-2">{node.username ?? <span className="text-slate-500">No username</span>}</td>
                <td className="p-2">{node.email || <span className="text-slate-500">No email</span>}</td>
                <td className="p-2">{node.voteCount}</td>
                <td className="p-2">{shortDay(node.joinedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={pages.page} hasNext={conn.pageInfo.hasNextPage} onNext={() => pages.next(conn.pageInfo.endCursor)} onPrevious={pages.previous} />
    </>
  );
}

const failed = <p role="alert" className="text-red-300">Failed to load analytics data</p>;

/** /admin/analytics (admins): groups and users, newest first, with CSV exports. */
export default function AnalyticsPage() {
  return (
    <section className="space-y-8">
      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <h2 className="text-xl font-semibold">Groups Analytics</h2>
          <a className="text-sm text-violet-300 hover:underline" href="/admin/export/groups.csv" download>
            Export CSV
          </a>
        </div>
        <ErrorBoundary fallback={failed}>
          <Suspense fallback={<LoadingText>Loading</LoadingText>}>
            <GroupsTable />
          </Suspense>
        </ErrorBoundary>
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <h2 className="text-xl font-semibold">Users Analytics</h2>
          <a className="text-sm text-violet-300 hover:underline" href="/admin/export/users.csv" download>
            Export CSV
          </a>
        </div>
        <ErrorBoundary fallback={failed}>
          <Suspense fallback={<LoadingText>Loading</LoadingText>}>
            <UsersTable />
          </Suspense>
        </ErrorBoundary>
      </div>
    </section>
  );
}
