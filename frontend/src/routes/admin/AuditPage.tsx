import { Suspense, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import type { Environment } from 'relay-runtime';
import type { AuditPageEditionQuery } from '../../__generated__/AuditPageEditionQuery.graphql';
import type { AuditPageQuery } from '../../__generated__/AuditPageQuery.graphql';
import { AuditLog } from '../../components/admin/audit/AuditLog';
import { AUDIT_PAGE_SIZE, parseAuditFilters } from '../../components/admin/audit/auditFilters';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { LoadingText } from '../../components/layout/LoadingText';
import { preloadRouteQuery } from '../../relay/preload';

// /admin/audit (site-wide) and .../editions/{editionId}/audit (one edition): the audit log,
// its query started by the route's loader, filters from the address.

const siteQuery = graphql`
  query AuditPageQuery($first: Int!, $kind: AuditKind, $actor: String) {
    viewer {
      isAdmin
    }
    ...AuditLog_query @arguments(first: $first, kind: $kind, actor: $actor)
  }
`;

const editionQuery = graphql`
  query AuditPageEditionQuery($first: Int!, $editionId: ID!, $kind: AuditKind, $actor: String) {
    viewer {
      isAdmin
    }
    ...AuditLog_query @arguments(first: $first, editionId: $editionId, kind: $kind, actor: $actor)
  }
`;

export function auditLoader(environment: Environment) {
  return ({ request }: LoaderFunctionArgs) => {
    const filters = parseAuditFilters(new URL(request.url).searchParams);
    return {
      queryRef: preloadRouteQuery<AuditPageQuery>(environment, 'admin-audit', siteQuery, { first: AUDIT_PAGE_SIZE, ...filters }, 'network-only'),
    };
  };
}

export function editionAuditLoader(environment: Environment) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const filters = parseAuditFilters(new URL(request.url).searchParams);
    const editionId = params.editionId ?? '';
    return {
      queryRef: preloadRouteQuery<AuditPageEditionQuery>(
        environment,
        'admin-edition-audit',
        editionQuery,
        { first: AUDIT_PAGE_SIZE, editionId, ...filters },
        'network-only',
      ),
    };
  };
}

/** The log while it loads, and a way back to the unfiltered log when it cannot (e.g. a moderator's ?kind=ROLE). */
function Loading({ resetKey, children }: { resetKey: unknown; children: ReactNode }) {
  const { pathname } = useLocation();
  const failed = (
    <p role="alert" className="text-sm text-slate-300">
      The audit log could not be loaded with these filters.{' '}
      <Link to={pathname} className="text-violet-300 underline">
        Show all changes
      </Link>
    </p>
  );
  return (
    <ErrorBoundary fallback={failed} resetKey={resetKey}>
      <Suspense fallback={<LoadingText>Loading the audit log</LoadingText>}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** The site-wide audit log (every festival, edition, artist, import and, for admins, role change). */
export function AuditPage() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<AuditPageQuery> };
  return (
    <section aria-labelledby="audit-title" className="space-y-4">
      <h2 id="audit-title" className="text-xl font-semibold">
        Audit log
      </h2>
      <Loading resetKey={queryRef}>
        <SiteLog queryRef={queryRef} />
      </Loading>
    </section>
  );
}

function SiteLog({ queryRef }: { queryRef: PreloadedQuery<AuditPageQuery> }) {
  const data = usePreloadedQuery<AuditPageQuery>(siteQuery, queryRef);
  return <AuditLog query={data} scope="site" isAdmin={Boolean(data.viewer?.isAdmin)} />;
}

/** An edition's audit log: its own changes, its stages', sets' and imports'. */
export function EditionAuditPanel() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<AuditPageEditionQuery> };
  return (
    <section aria-label="Edition audit log">
      <Loading resetKey={queryRef}>
        <EditionLog queryRef={queryRef} />
      </Loading>
    </section>
  );
}

function EditionLog({ queryRef }: { queryRef: PreloadedQuery<AuditPageEditionQuery> }) {
  const data = usePreloadedQuery<AuditPageEditionQuery>(editionQuery, queryRef);
  return <AuditLog query={data} scope="edition" isAdmin={Boolean(data.viewer?.isAdmin)} />;
}
