// The sets page's filter state lives in the address query (visitor-app.md §3 "Filter state"), so a
// reload, a shared link or the back button restore it. Only these names are ours: sort, stages,
// genres, rating (and the older minRating it replaces), q, sortLocked, groupId, votePerspective;
// every other parameter (invite, timelineView ...) is kept as is.

import type { RatingFilter, SetSort } from '../__generated__/SetListRefetchQuery.graphql';

export const SORT_OPTIONS = [
  { value: 'popularity-desc', label: 'Most popular', sort: 'POPULARITY_DESC' },
  { value: 'rating-desc', label: 'Highest rated', sort: 'RATING_DESC' },
  { value: 'name-asc', label: 'Name (A-Z)', sort: 'NAME_ASC' },
  { value: 'name-desc', label: 'Name (Z-A)', sort: 'NAME_DESC' },
  { value: 'date-asc', label: 'Start time', sort: 'DATE_ASC' },
] as const satisfies ReadonlyArray<{ value: string; label: string; sort: SetSort }>;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

/**
 * Rating thresholds on the average vote (Must Go 2, Interested 1, Won't Go -1). The spec's 1, 2, 3
 * could hardly match (3 never, 2 only when everyone says Must Go): see README "Departures".
 */
export const RATING_OPTIONS = [
  { value: 'any', label: 'Any', rating: 'ANY', matches: () => true },
  { value: 'liked', label: 'Liked', rating: 'LIKED', matches: (average: number) => average > 0 },
  { value: 'popular', label: 'Popular', rating: 'POPULAR', matches: (average: number) => average >= 1 },
  { value: 'loved', label: 'Loved', rating: 'LOVED', matches: (average: number) => average >= 1.5 },
] as const satisfies ReadonlyArray<{ value: string; label: string; rating: RatingFilter; matches: (a: number) => boolean }>;

export type RatingKey = (typeof RATING_OPTIONS)[number]['value'];

/** The longest search the server accepts (characters). */
export const MAX_QUERY_LENGTH = 100;

/** Sets per page of the voting list (the route's query and the list's next pages). */
export const SETS_PAGE_SIZE = 30;

export type SetFilterState = {
  sort: SortKey;
  stages: string[];
  genres: string[];
  rating: RatingKey;
  /** Search of set and artist names (accents and case ignored by the server); '' = none. */
  q: string;
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
  rating: 'any',
  q: '',
  sortLocked: false,
};

const OWN_KEYS = ['sort', 'stages', 'genres', 'rating', 'minRating', 'q', 'sortLocked', 'groupId', 'votePerspective'] as const;

/**
 * The rating of an address: `rating=liked|popular|loved`, or an older address's minRating mapped
 * to the nearest new threshold (1: an average of 1 or more is exactly Popular; 2 and 3 were out
 * of reach for most sets, so they become the highest threshold, Loved).
 */
export function parseRating(params: URLSearchParams): RatingKey {
  const rating = params.get('rating')?.trim().toLowerCase();
  const known = RATING_OPTIONS.find((o) => o.value === rating);
  if (known) return known.value;
  const old = params.get('minRating')?.trim();
  if (old === '1') return 'popular';
  if (old === '2' || old === '3') return 'loved';
  return 'any';
}

/** A search as the address holds it: spaces collapsed, at most MAX_QUERY_LENGTH characters. */
export function cleanQuery(value: string | null | undefined): string {
  const q = (value ?? '').replace(/\s+/g, ' ').trim();
  return [...q].slice(0, MAX_QUERY_LENGTH).join('').trim();
}

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
  const state: SetFilterState = {
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
    stages: idList(params.get('stages')),
    genres: idList(params.get('genres')),
    rating: parseRating(params),
    q: cleanQuery(params.get('q')),
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
  if (state.rating !== 'any') params.set('rating', state.rating);
  if (state.q) params.set('q', state.q);
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

export function ratingEnum(rating: RatingKey): RatingFilter {
  return RATING_OPTIONS.find((o) => o.value === rating)!.rating;
}

/** Whether a set of this average vote passes the rating threshold (the server's rule, for tests and hints). */
export function meetsRating(rating: RatingKey, average: number): boolean {
  return RATING_OPTIONS.find((o) => o.value === rating)!.matches(average);
}

/** Whether any narrowing filter is on (an empty list then says "No sets match"). */
export function isFiltered(state: SetFilterState): boolean {
  return state.stages.length > 0 || state.genres.length > 0 || state.rating !== 'any' || Boolean(state.q);
}

/** The connection arguments for Edition.sets (the lock is client-only: it never reaches the server). */
export function setsVariables(state: SetFilterState) {
  const hasFilter =
    state.stages.length > 0 || state.genres.length > 0 || state.rating !== 'any' || Boolean(state.q) || Boolean(state.groupId);
  return {
    sort: sortEnum(state.sort),
    filter: hasFilter
      ? {
          stageIds: state.stages.length ? state.stages : null,
          genreIds: state.genres.length ? state.genres : null,
          rating: state.rating !== 'any' ? ratingEnum(state.rating) : null,
          q: state.q || null,
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

type Option = { readonly id: string };

/**
 * The state without the filter values the server reported as not applied (ignoredFilters) or that
 * name no stage or genre on offer; null when nothing needs dropping.
 */
export function withoutIgnored(
  state: SetFilterState,
  ignored: ReadonlyArray<string>,
  stages: ReadonlyArray<Option>,
  genres: ReadonlyArray<Option>,
): SetFilterState | null {
  const known = (list: ReadonlyArray<Option>) => (id: string) => list.some((o) => o.id === id);
  const next: SetFilterState = {
    ...state,
    stages: state.stages.filter(known(stages)),
    genres: state.genres.filter(known(genres)),
  };
  if (ignored.includes('GROUP_ID') && state.groupId) {
    delete next.groupId;
    delete next.votePerspective;
  }
  const changed =
    next.stages.length !== state.stages.length || next.genres.length !== state.genres.length || next.groupId !== state.groupId;
  return changed ? next : null;
}
