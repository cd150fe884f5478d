import { useId, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { AuditLog_query$key } from '../../../__generated__/AuditLog_query.graphql';
import type { AuditLogPaginationQuery } from '../../../__generated__/AuditLogPaginationQuery.graphql';
import { Button } from '../../ui/button';
import { AuditEntryRow } from './AuditEntryRow';
import { AUDIT_PAGE_SIZE, KIND_LABELS, kindsFor, parseAuditFilters, withAuditFilters, type AuditKindOption } from './auditFilters';

type Props = {
  query: AuditLog_query$key;
  scope: 'site' | 'edition';
  isAdmin: boolean;
};

const control =
  'h-11 rounded-md border border-slate-600 bg-slate-900 px-3 text-sm text-slate-100 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none md:h-10';

/**
 * The audit log, newest first, filtered by kind and actor (the address holds the filters; the
 * route's loader queries them), with "Load more" for older entries.
 */
export function AuditLog({ query, scope, isAdmin }: Props) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<AuditLogPaginationQuery, AuditLog_query$key>(
    graphql`
      fragment AuditLog_query on Query
      @refetchable(queryName: "AuditLogPaginationQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 25 }
        after: { type: "String" }
        editionId: { type: "ID" }
        kind: { type: "AuditKind" }
        actor: { type: "String" }
      ) {
        auditLog(first: $first, after: $after, editionId: $editionId, kind: $kind, actor: $actor)
          @connection(key: "AuditLog_auditLog", filters: ["editionId", "kind", "actor"]) {
          edges {
            node {
              id
              ...AuditEntryRow_entry
            }
          }
        }
      }
    `,
    query,
  );
  const [params, setParams] = useSearchParams();
  const filters = parseAuditFilters(params);
  const [actor, setActor] = useState(filters.actor ?? '');
  const id = useId();
  const apply = (next: { kind?: AuditKindOption | null; actor?: string | null }) =>
    setParams((current) => withAuditFilters(current, { ...parseAuditFilters(current), ...next }), { replace: true });
  const entries = data.auditLog.edges;
  const filtered = filters.kind !== null || filters.actor !== null;

  return (
    <div className="space-y-4">
      <form
        role="search"
        aria-label="Filter the audit log"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ actor });
        }}
      >
        <label className="flex flex-col gap-1 text-sm text-slate-300" htmlFor={`${id}-kind`}>
          Kind
          <select
            id={`${id}-kind`}
            className={control}
            value={filters.kind ?? ''}
            onChange={(event) => apply({ kind: (event.target.value || null) as AuditKindOption | null })}
          >
            <option value="">All kinds</option>
            {kindsFor(scope, isAdmin).map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-slate-300" htmlFor={`${id}-actor`}>
          Actor
          <input
            id={`${id}-actor`}
            type="search"
            maxLength={100}
            placeholder="Username or “command line”"
            className={`${control} w-full min-w-0`}
            value={actor}
            onChange={(event) => setActor(event.target.value)}
          />
        </label>
        <Button type="submit" variant="outline">
          Filter
        </Button>
        {filtered && (
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setActor('');
              apply({ kind: null, actor: null });
            }}
          >
            Clear
          </Button>
        )}
      </form>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-400">{filtered ? 'No changes match these filters.' : 'No changes yet.'}</p>
      ) : (
        <ol aria-label="Changes, newest first" className="space-y-2">
          {entries.map(({ node }) => (
            <AuditEntryRow key={node.id} entry={node} />
          ))}
        </ol>
      )}
      {hasNext && (
        <Button variant="outline" disabled={isLoadingNext} onClick={() => loadNext(AUDIT_PAGE_SIZE)}>
          {isLoadingNext ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
