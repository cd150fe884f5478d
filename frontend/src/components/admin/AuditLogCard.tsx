import { graphql, useLazyLoadQuery } from 'react-relay';
import { useLocation } from 'react-router';
import { shortMoment } from '../../lib/admin/time';
import { useWriteCount } from './writes';
import type { AuditLogCardQuery } from '../../__generated__/AuditLogCardQuery.graphql';

/** The latest admin writes (issue 13): read again whenever the admin moves between screens. */
export function AuditLogCard() {
  const location = useLocation();
  const writes = useWriteCount();
  const data = useLazyLoadQuery<AuditLogCardQuery>(
    graphql`
      query AuditLogCardQuery {
        auditLog(first: 10) {
          edges {
            node {
              id
              action
              entityType
              actorEmail
              createdAt
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey: `${location.key}-${writes}` },
  );
  return (
    <section aria-labelledby="audit-title" className="rounded-lg border border-slate-800 p-4">
      <h2 id="audit-title" className="mb-2 font-semibold">
        Recent changes
      </h2>
      {data.auditLog.edges.length === 0 ? (
        <p className="text-sm text-slate-400">No changes yet.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {data.auditLog.edges.map(({ node }) => (
            <li key={node.id} className="flex flex-wrap gap-2 text-slate-300">
              <span className="font-mono text-xs text-slate-400">{shortMoment(node.createdAt)}</span>
              <span>{node.action}</span>
              <span className="text-slate-400">{node.actorEmail ?? 'Unknown user'}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
