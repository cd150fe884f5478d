import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { SetList_edition$key } from '../../__generated__/SetList_edition.graphql';
import type { SetListRefetchQuery } from '../../__generated__/SetListRefetchQuery.graphql';
import { markShown } from '../../relay/backForward';
import { showSets } from '../../relay/shownSets';
import { useRefetchWhenStale } from '../../relay/useRefetchWhenStale';
import {
  isFiltered,
  parseSetFilters,
  serializeSetFilters,
  SETS_PAGE_SIZE,
  setsVariables,
  withoutIgnored,
  type SetFilterState,
} from '../../lib/setFilters';
import { useUse24Hour } from '../../lib/clockPreference';
import { mayLayOutLazily } from '../../lib/scrollRestore';
import { useGroupTallyLive } from '../../relay/useGroupTallyLive';
import { Button } from '../ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { SetCard } from './SetCard';
import { SetFiltersToolbar } from './SetFiltersToolbar';

type Option = { id: string; name: string };

type Props = {
  edition: SetList_edition$key;
  stages: ReadonlyArray<Option>;
  genres: ReadonlyArray<Option>;
  /** The signed-in user's id, null when anonymous (a change refetches the viewer's votes). */
  viewerId: string | null;
};

/**
 * The voting list. The server sorts and filters; the address query holds sort and filters. After
 * a vote the order is frozen (sortLocked): the connection's edges keep their order in the store
 * until a refetch, so votes and live tallies update cards in place and only Refresh (or a new sort
 * or filter) re-sorts.
 */
export function SetList({ edition, stages, genres, viewerId }: Props) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    SetListRefetchQuery,
    SetList_edition$key
  >(
    graphql`
      fragment SetList_edition on Edition
      @refetchable(queryName: "SetListRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 30 }
        after: { type: "String" }
        sort: { type: "SetSort", defaultValue: POPULARITY_DESC }
        filter: { type: "SetFilter" }
      ) {
        timeZone
        dayStartHour
        sets(first: $first, after: $after, sort: $sort, filter: $filter)
          @connection(key: "SetList_sets", filters: ["sort", "filter"]) {
          __id
          totalCount
          ignoredFilters
          edges {
            # The tally under the list's vote perspective (everyone, or the chosen group's members).
            tally {
              mustGo
              interested
              wontGo
              netScore
            }
            node {
              id
              ...SetCard_set
            }
          }
        }
      }
    `,
    edition,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  // The address is the truth, but a router navigation lands a moment later: until then the state
  // just written is shown (and built on), so quick successive changes do not undo each other.
  const [written, setWritten] = useState<{ from: string; state: SetFilterState } | null>(null);
  const urlKey = searchParams.toString();
  const state = written && written.from === urlKey ? written.state : parseSetFilters(searchParams);
  const [refetching, startTransition] = useTransition();
  const use24Hour = useUse24Hour();

  const reload = useCallback(
    (next: SetFilterState, fetchPolicy: 'store-and-network' | 'network-only') => {
      startTransition(() => {
        refetch({ ...setsVariables(next), first: SETS_PAGE_SIZE, after: null }, { fetchPolicy });
      });
    },
    [refetch],
  );

  const writeState = (next: SetFilterState) => {
    setWritten({ from: urlKey, state: next });
    setSearchParams((current) => serializeSetFilters(next, current), { replace: true, preventScrollReset: true });
  };

  const changeFilters = (next: SetFilterState) => {
    writeState(next);
    reload(next, 'store-and-network');
  };

  // Re-sort on the server and end the freeze.
  const refresh = () => {
    const next = { ...state, sortLocked: false };
    writeState(next);
    reload(next, 'network-only');
  };

  const lockSort = () => {
    if (!state.sortLocked) writeState({ ...state, sortLocked: true });
  };

  // A link with filter values this viewer cannot use (a friend's group, an id a chat app cut
  // short, a stage of another edition): the server left them out; drop them from the address too
  // and say so once.
  const [notice, setNotice] = useState(false);
  const cleaned = withoutIgnored(state, data.sets.ignoredFilters, stages, genres);
  if (cleaned && !notice) setNotice(true);
  useEffect(() => {
    if (!cleaned) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- syncs the address (an external system) with the server's answer, once per answer that needs it
    changeFilters(cleaned);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer that needs it
  }, [cleaned === null]);

  // Back from a set page shows this list from the store, as it is now (relay/backForward).
  const { pathname, search, key } = useLocation();
  // Off-screen cards skip layout (below) unless the page is to be scrolled back to a position:
  // then every card must have its real height.
  const navigationType = useNavigationType();
  const [lazyLayout] = useState(() => mayLayOutLazily(key, navigationType));
  useEffect(() => markShown({ pathname, search }, viewerId), [pathname, search, viewerId]);

  // Live events were lost (reconnect) or the viewer changed (votes are per viewer): fetch again.
  // That re-sorts too, so a frozen order ends.
  useRefetchWhenStale(viewerId, refresh);

  // The shown sets, so live events about other sets (new or archived ones) refetch the list.
  const shownKey = data.sets.edges.map((e) => e.node.id).join(' ');
  useEffect(() => showSets(shownKey === '' ? [] : shownKey.split(' ')), [shownKey]);

  // Load the next page when the end of the list comes near. Relay drops a loadNext while the
  // page's own query or another fetch is in flight (no error, no state change), and the observer
  // speaks only when the intersection changes: while the sentinel stays near, ask again each
  // second until a page starts loading (which re-runs this effect).
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNext || isLoadingNext || typeof IntersectionObserver === 'undefined') return;
    let retry: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearInterval(retry);
        if (!entry.isIntersecting) return;
        loadNext(SETS_PAGE_SIZE);
        retry = setInterval(() => loadNext(SETS_PAGE_SIZE), 1000);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => {
      clearInterval(retry);
      observer.disconnect();
    };
  }, [hasNext, isLoadingNext, loadNext]);

  const sets = data.sets.edges.map((e) => e.node);
  // Group perspective: the cards show the group's tallies (the edges'), not everyone's.
  const groupTallies =
    state.groupId && state.votePerspective === 'group' ? new Map(data.sets.edges.map((e) => [e.node.id, e.tally])) : null;
  const filtered = isFiltered(state);
  useGroupTallyLive(data.sets.__id, groupTallies ? (state.groupId ?? null) : null);

  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      <SetFiltersToolbar
        state={state}
        stages={stages}
        genres={genres}
        onChange={changeFilters}
        onRefresh={refresh}
        refreshing={refetching}
      />
      {notice && (
        <p role="status" className="rounded-md border border-amber-700/60 bg-amber-950/40 px-3 py-2 text-sm text-amber-200">
          Some filters in this link are not available to you and were removed.
        </p>
      )}
      <p className="text-sm text-slate-400" aria-live="polite">
        {data.sets.totalCount} {data.sets.totalCount === 1 ? 'set' : 'sets'}
        {state.sortLocked && ' · order frozen after your vote'}
      </p>
      {sets.length === 0 ? (
        <Card className="mx-auto w-full max-w-md text-center">
          <CardHeader>
            <CardTitle>No Artists Yet</CardTitle>
            <CardDescription>
              {filtered ? 'No sets match these filters.' : 'The lineup has not been announced yet. Check back soon!'}
            </CardDescription>
          </CardHeader>
        </Card>
      ) : (
        <ul
          className={`grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 ${refetching ? 'opacity-60' : ''}`}
          aria-busy={refetching || undefined}
        >
          {/* Cards off screen skip layout and paint until scrolled near (content-visibility): the
              first render lays out what is on screen, not 30 cards (Lighthouse's blocking time);
              a card keeps its last size once laid out. Only while the list holds its first page
              (later pages load as the reader scrolls, and the sentinel's distance must be real),
              and not when the list is shown again to be scrolled back (Back, reload):
              placeholder heights would put the position elsewhere. */}
          {sets.map((set) => (
            <li key={set.id} className={lazyLayout && sets.length <= SETS_PAGE_SIZE ? '[contain-intrinsic-size:auto_20rem] [content-visibility:auto]' : undefined}>
              <SetCard
                set={set}
                timeZone={data.timeZone}
                dayStartHour={data.dayStartHour}
                use24Hour={use24Hour}
                signedIn={viewerId !== null}
                onVote={lockSort}
                perspectiveTally={groupTallies?.get(set.id)}
                listSearch={search}
              />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} />
      {hasNext && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => loadNext(SETS_PAGE_SIZE)} disabled={isLoadingNext}>
            {isLoadingNext ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
