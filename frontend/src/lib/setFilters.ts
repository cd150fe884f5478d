// The sets page's filter state lives in the address query (visitor-app.md §3 "Filter state"), so a
// reload, a shared link or the back button restore it. Only these names are ours: sort, stages,
// genres, minRating, sortLocked, groupId, votePerspective; every other parameter (invite,
// timelineView ...) is kept as is.

import type { SetSort } from '../__generated__/SetListRefetchQuery.graphql';

export const SORT_OPTIONS = [
  { value: 'popularity-desc', label: 'Most popular', sort: 'POPULARITY_DESC' },
  { value: 'rating-desc', label: 'Highest rated', sort: 'RATING_DESC' },
  { value: 'name-asc', label: 'Name (A-Z)', sort: 'NAME_ASC' },
  { value: 'name-desc', label: 'Name (Z-A)', sort: 'NAME_DESC' },
  { value: 'date-asc', label: 'Start time', sort: 'DATE_ASC' },
] as const satisfies ReadonlyArray<{ value: string; label: string; sort: SetSort }>;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];
export type MinRating = 0 | 1 | 2 | 3;

export type SetFilterState = {
  sort: SortKey;
  stages: string[];
  genres: string[];
  minRating: MinRating;
  sortLocked: boolean;
  /** A group of the viewer (groups code: components/groups/GroupFilter); absent = none. */
  groupId?: string;
  /** Whose votes the tallies (and minRating) count: 'group' needs a groupId; absent = everyone. */
  votePerspective?: VotePerspective;
};

export type VotePerspective = 'everyone' | 'group';

export const DEFAULT_SORT: SortKey = 'popularity-desc';
export const DEFAULT_FILTERS: SetFilterState = {
  sort: DEFAULT_SORT,
  stages: [],
  genres: [],
  minRating: 0,
  sortLocked: false,
};

const OWN_KEYS = ['sort', 'stages', 'genres', 'minRating', 'sortLocked', 'groupId', 'votePerspective'] as const;

function isSortKey(value: string | null): value is SortKey {
  return SORT_OPTIONS.some((o) => o.value === value);
}

function idList(value: string | null): string[] {
  if (!value) return [];
  // Trimmed, no empties, no duplicates, in the given order.
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** Reads the filter state from a query string; missing or invalid values fall back to the defaults. */
export function parseSetFilters(params: URLSearchParams): SetFilterState {
  const sort = params.get('sort');
  const rating = params.get('minRating');
  const minRating = rating !== null && /^[0-3]$/.test(rating.trim()) ? (Number(rating.trim()) as MinRating) : 0;
  const state: SetFilterState = {
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
    stages: idList(params.get('stages')),
    genres: idList(params.get('genres')),
    minRating,
    sortLocked: params.get('sortLocked') === 'true',
  };
  // Group parameters are added only when present, so the plain state stays as it was.
  const groupId = params.get('groupId')?.trim();
  if (groupId) {
    state.groupId = groupId;
    if (params.get('votePerspective') === 'group') state.votePerspective = 'group';
  }
  return state;
}

/**
 * Writes the filter state into a copy of `base` (other parameters survive). Defaults are left out,
 * so the plain page has a plain address.
 */
export function serializeSetFilters(state: SetFilterState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of OWN_KEYS) params.delete(key);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.stages.length) params.set('stages', state.stages.join(','));
  if (state.genres.length) params.set('genres', state.genres.join(','));
  if (state.minRating !== 0) params.set('minRating', String(state.minRating));
  if (state.sortLocked) params.set('sortLocked', 'true');
  if (state.groupId) {
    params.set('groupId', state.groupId);
    if (state.votePerspective === 'group') params.set('votePerspective', 'group');
  }
  return params;
}

export function sortEnum(sort: SortKey): SetSort {
  return SORT_OPTIONS.find((o) => o.value === sort)!.sort;
}

/** The connection arguments for Edition.sets (the lock is client-only: it never reaches the server). */
export function setsVariables(state: SetFilterState) {
  const hasFilter = state.stages.length > 0 || state.genres.length > 0 || state.minRating > 0 || Boolean(state.groupId);
  return {
    sort: sortEnum(state.sort),
    filter: hasFilter
      ? {
          stageIds: state.stages.length ? state.stages : null,
          genreIds: state.genres.length ? state.genres : null,
          minRating: state.minRating > 0 ? state.minRating : null,
          // Only with a group (left out otherwise, so the filter stays what it was).
          ...(state.groupId
            ? {
                groupId: state.groupId,
                votePerspective: state.votePerspective === 'group' ? ('GROUP' as const) : ('EVERYONE' as const),
              }
            : {}),
        }
      : null,
  };
}
