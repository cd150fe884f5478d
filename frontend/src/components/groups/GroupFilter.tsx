import { Suspense, useId } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { GroupFilterQuery } from '../../__generated__/GroupFilterQuery.graphql';
import { cn } from '../../lib/cn';
import type { SetFilterState } from '../../lib/setFilters';
import { ErrorBoundary } from '../ErrorBoundary';
import { useViewerId } from './groupsViewer';

// The sets toolbar's group controls (signed-in users with groups): which group, and whether the
// tallies count everyone's votes or only that group's (groupId, votePerspective in the address).
const query = graphql`
  query GroupFilterQuery {
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

type Props = { state: SetFilterState; onChange: (patch: Partial<SetFilterState>) => void };

const selectClass =
  'h-10 max-w-[14rem] rounded-md border border-slate-600 bg-slate-900 px-3 text-sm text-slate-100 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none';

export function GroupFilter(props: Props) {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <SignedInOnly {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function SignedInOnly(props: Props) {
  const viewerId = useViewerId();
  return viewerId ? <GroupControls key={viewerId} {...props} /> : null;
}

function GroupControls({ state, onChange }: Props) {
  const data = useLazyLoadQuery<GroupFilterQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const id = useId();
  const groups = data.groups.edges.map((e) => e.node);
  if (groups.length === 0 && !state.groupId) return null;
  const perspective = state.groupId && state.votePerspective === 'group' ? 'group' : 'everyone';

  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-group`} className="text-xs font-medium text-slate-400">
          Group
        </label>
        <select
          id={`${id}-group`}
          className={selectClass}
          value={state.groupId ?? ''}
          onChange={(e) =>
            onChange(
              e.target.value
                ? { groupId: e.target.value, votePerspective: 'group' }
                : { groupId: undefined, votePerspective: undefined },
            )
          }
        >
          <option value="">No group</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      {state.groupId && (
        <div role="group" aria-label="Votes from" className="flex flex-col gap-1">
          <span className="text-xs font-medium text-slate-400" aria-hidden="true">
            Votes from
          </span>
          <div className="flex">
            {(['everyone', 'group'] as const).map((p, i) => (
              <button
                key={p}
                type="button"
                aria-pressed={perspective === p}
                onClick={() => onChange({ votePerspective: p })}
                className={cn(
                  'h-10 border border-slate-600 px-3 text-sm focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none',
                  i === 0 ? 'rounded-l-md' : '-ml-px rounded-r-md',
                  perspective === p ? 'border-violet-400 bg-violet-600 text-white' : 'text-slate-300 hover:bg-slate-800',
                )}
              >
                {p === 'everyone' ? 'Everyone' : 'Group'}
              </button>
            ))}
          </div>
        </div>
      )}
    </>
  );
}
