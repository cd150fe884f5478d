import { graphql, useFragment } from 'react-relay';
import type { AuditEntryRow_entry$key } from '../../../__generated__/AuditEntryRow_entry.graphql';
import { shortMoment } from '../../../lib/admin/time';

/** One audit entry: what changed in words, who and when; its changed fields on demand. */
export function AuditEntryRow({ entry }: { entry: AuditEntryRow_entry$key }) {
  const e = useFragment(
    graphql`
      fragment AuditEntryRow_entry on AuditEntry {
        id
        summary
        actorName
        actorEmail
        createdAt
        changes {
          field
          before
          after
        }
      }
    `,
    entry,
  );
  return (
    <li className="rounded-md border border-slate-800 p-3">
      <p className="break-words text-slate-100">{e.summary}</p>
      <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-400">
        <span>
          by <span className="text-slate-300">{e.actorName}</span>
          {e.actorEmail && <span className="break-all"> ({e.actorEmail})</span>}
        </span>
        <time dateTime={String(e.createdAt)}>{shortMoment(e.createdAt)}</time>
      </p>
      {e.changes.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-violet-300">
            {e.changes.length === 1 ? '1 field' : `${e.changes.length} fields`}
          </summary>
          <dl className="mt-2 space-y-2">
            {e.changes.map((c) => (
              <div key={c.field}>
                <dt className="font-medium text-slate-300">{c.field}</dt>
                <dd className="break-words text-slate-400">
                  <span className="text-slate-500 line-through decoration-slate-600">{c.before ?? '—'}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only"> changed to </span>
                  <span className="text-slate-200">{c.after ?? '—'}</span>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
}
