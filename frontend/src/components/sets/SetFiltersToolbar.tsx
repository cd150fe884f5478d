import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { RATING_OPTIONS, SORT_OPTIONS, type RatingKey, type SetFilterState, type SortKey } from '../../lib/setFilters';
import { GenreFilter } from './GenreFilter';
import { SearchBox } from './SearchBox';
import { GroupFilter } from '../groups/GroupFilter';
import { Button } from '../ui/button';

type Option = { id: string; name: string };

type Props = {
  state: SetFilterState;
  stages: ReadonlyArray<Option>;
  genres: ReadonlyArray<Option>;
  onChange: (next: SetFilterState) => void;
  /** Re-sorts a list whose order was frozen after a vote. */
  onRefresh: () => void;
  refreshing?: boolean;
};

const selectClass =
  'h-11 rounded-md border border-slate-600 bg-slate-900 px-3 text-sm text-slate-100 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none';

function toggle(list: string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/** Sort, stage and genre filters, minimum rating, and the Refresh button of a frozen order. */
export function SetFiltersToolbar({ state, stages, genres, onChange, onRefresh, refreshing }: Props) {
  const sortId = useId();
  const ratingId = useId();
  const filtersId = useId();
  const stagesId = useId();
  // Below 640 px the sort and filters fold away behind 'Filters', so the list starts high up.
  const [open, setOpen] = useState(false);
  const active = state.stages.length + state.genres.length + (state.rating !== 'any' ? 1 : 0) + (state.groupId ? 1 : 0);
  // Folded on a phone, a frozen order still shows its Refresh button (data-keep).
  const folded = open ? undefined : state.sortLocked ? 'max-sm:[&>:not([data-keep])]:hidden' : 'max-sm:hidden';
  // Any change of sort or filters re-sorts on the server, which also ends a frozen order.
  const change = (patch: Partial<SetFilterState>) => onChange({ ...state, ...patch, sortLocked: false });

  return (
    <section
      aria-label="Sort and filter sets"
      className="flex flex-col gap-3 rounded-xl border border-slate-800 bg-slate-900/50 p-2 sm:p-3"
    >
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <SearchBox value={state.q} onSearch={(q) => change({ q })} label="Search sets and artists" />
        </div>
        <Button
          variant="outline"
          className="sm:hidden"
          aria-expanded={open}
          aria-controls={`${filtersId} ${stagesId}`}
          onClick={() => setOpen(!open)}
        >
          Filters{active > 0 ? ` (${active})` : ''}
        </Button>
      </div>
      <div id={filtersId} className={cn('flex flex-wrap items-end gap-3', folded)}>
        <div className="flex flex-col gap-1">
          <label htmlFor={sortId} className="text-xs font-medium text-slate-400">
            Sort by
          </label>
          <select
            id={sortId}
            className={selectClass}
            value={state.sort}
            onChange={(e) => change({ sort: e.target.value as SortKey })}
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ratingId} className="text-xs font-medium text-slate-400">
            Rating
          </label>
          <select
            id={ratingId}
            className={selectClass}
            value={state.rating}
            onChange={(e) => change({ rating: e.target.value as RatingKey })}
          >
            {RATING_OPTIONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        {/* Signed-in users with groups: group and vote perspective (components/groups). */}
        <GroupFilter state={state} onChange={change} />
        {genres.length > 0 && (
          <GenreFilter
            genres={genres}
            selected={state.genres}
            onToggle={(id) => change({ genres: toggle(state.genres, id) })}
            triggerClass={selectClass}
          />
        )}
        {state.sortLocked && (
          <Button variant="secondary" onClick={onRefresh} disabled={refreshing} className="ml-auto" data-keep>
            Refresh
          </Button>
        )}
      </div>
      {stages.length > 0 && (
        <div id={stagesId} role="group" aria-label="Stages" className={cn('flex flex-wrap gap-2', !open && 'max-sm:hidden')}>
          {stages.map((s) => {
            const on = state.stages.includes(s.id);
            return (
              <button
                key={s.id}
                type="button"
                aria-pressed={on}
                onClick={() => change({ stages: toggle(state.stages, s.id) })}
                className={cn(
                  'min-h-11 rounded-full border px-3 py-1 text-sm transition-colors focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none',
                  on
                    ? 'border-violet-400 bg-violet-600 text-white'
                    : 'border-slate-600 text-slate-300 hover:bg-slate-800',
                )}
              >
                {s.name}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
