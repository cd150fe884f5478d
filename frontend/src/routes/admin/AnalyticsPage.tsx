import { Suspense } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { AnalyticsPage_groups$key } from '../../__generated__/AnalyticsPage_groups.graphql';
import type { AnalyticsPage_users$key } from '../../__generated__/AnalyticsPage_users.graphql';
import type { AnalyticsPageQuery } from '../../__generated__/AnalyticsPageQuery.graphql';
import { LoadMore } from '../../components/admin/LoadMore';
import { cellClass, headClass, rowClass, tableClass, titleCellClass } from '../../components/admin/table';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { LoadingText } from '../../components/layout/LoadingText';
import { shortDay } from '../../lib/admin/time';
import { adminLoader } from './loader';

const PAGE = 20;

// /admin/analytics (admins and super admins): groups and users, newest first, with CSV exports.
const query = graphql`
  query AnalyticsPageQuery($first: Int!) {
    ...AnalyticsPage_groups @arguments(first: $first)
    ...AnalyticsPage_users @arguments(first: $first)
  }
`;

export const route = {
  loader: (environment: Environment) =>
    adminLoader<AnalyticsPageQuery>(environment, 'analytics', query, () => ({ first: PAGE }), 'network-only'),
  Component: AnalyticsPage,
};

function GroupsTable({ query }: { query: AnalyticsPage_groups$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment AnalyticsPage_groups on Query
      @refetchable(queryName: "AnalyticsPageGroupsPaginationQuery")
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" }) {
        analyticsGroups(first: $first, after: $after) @connection(key: "AnalyticsPage_analyticsGroups") {
          edges {
            node {
              id
              name
              memberCount
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const rows = data.analyticsGroups.edges;
  return (
    <>
      <table className={tableClass} aria-label="Groups">
        <thead className={headClass}>
          <tr>
            <th className={cellClass}>Group Name</th>
            <th className={cellClass}>Members</th>
            <th className={cellClass}>Created</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ node }) => (
            <tr key={node.id} className={rowClass}>
              <td className={titleCellClass}>{node.name}</td>
              <td className={cellClass}>{node.memberCount}</td>
              <td className={cellClass}>{shortDay(node.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <LoadMore shown={rows.length} noun="groups" hasNext={hasNext} loading={isLoadingNext} onLoadMore={() => loadNext(PAGE)} />
    </>
  );
}

function UsersTable({ query }: { query: AnalyticsPage_users$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment AnalyticsPage_users on Query
      @refetchable(queryName: "AnalyticsPageUsersPaginationQuery")
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" }) {
        analyticsUsers(first: $first, after: $after) @connection(key: "AnalyticsPage_analyticsUsers") {
          edges {
            node {
              id
              username
              email
              voteCount
              joinedAt
            }
          }
        }
      }
    `,
    query,
  );
  const rows = data.analyticsUsers.edges;
  return (
    <>
      <table className={tableClass} aria-label="Users">
        <thead className={headClass}>
          <tr>
            <th className={cellClass}>Username</th>
            <th className={cellClass}>Email</th>
            <th className={cellClass}>Votes</th>
            <th className={cellClass}>Joined</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ node }) => (
            <tr key={node.id} className={rowClass}>
              <td className={titleCellClass}>{node.username ?? <span className="text-slate-500">No username</span>}</td>
              <td className={`${cellClass} break-all`}>{node.email || <span className="text-slate-500">No email</span>}</td>
              <td className={cellClass}>{node.voteCount}</td>
              <td className={cellClass}>{shortDay(node.joinedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <LoadMore shown={rows.length} noun="users" hasNext={hasNext} loading={isLoadingNext} onLoadMore={() => loadNext(PAGE)} />
    </>
  );
}

const failed = (
  <p role="alert" className="text-red-300">
    Failed to load analytics data
  </p>
);

function AnalyticsPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<AnalyticsPageQuery> };
  return (
    <ErrorBoundary fallback={failed}>
      <Suspense fallback={<LoadingText>Loading</LoadingText>}>
        <Analytics queryRef={queryRef} />
      </Suspense>
    </ErrorBoundary>
  );
}

function Analytics({ queryRef }: { queryRef: PreloadedQuery<AnalyticsPageQuery> }) {
  const data = usePreloadedQuery<AnalyticsPageQuery>(query, queryRef);
  return (
    <section className="space-y-8">
      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <h2 className="text-xl font-semibold">Groups Analytics</h2>
          <a className="inline-flex min-h-11 items-center text-sm text-violet-300 hover:underline md:min-h-0" href="/admin/export/groups.csv" download>
            Export CSV
          </a>
        </div>
        <GroupsTable query={data} />
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <h2 className="text-xl font-semibold">Users Analytics</h2>
          <a className="inline-flex min-h-11 items-center text-sm text-violet-300 hover:underline md:min-h-0" href="/admin/export/users.csv" download>
            Export CSV
          </a>
        </div>
        <UsersTable query={data} />
      </div>
    </section>
  );
}
