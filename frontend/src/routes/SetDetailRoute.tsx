import { Suspense, useEffect, type ReactNode } from 'react';
import { SetRating } from '../components/sets/SetRating';
import { graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { commitLocalUpdate } from 'relay-runtime';
import { Link, useLoaderData, useLocation, useNavigate, useParams } from 'react-router';
import type { SetDetailRouteQuery } from '../__generated__/SetDetailRouteQuery.graphql';
import { LoadingText } from '../components/layout/LoadingText';
import { MessagePage } from '../components/layout/MessagePage';
import { SetDetail } from '../components/sets/SetDetail';
import { GroupVotingSlot, NotesSlot } from '../components/sets/SetDetailSlots';
import { buttonClasses } from '../components/ui/button';
import { listSearchOf } from '../lib/setsListLink';
import { showSets } from '../relay/shownSets';
import { useEditionBasePath } from '../lib/useEditionBasePath';
import { useRefetchWhenStale, useReloadableQuery } from '../relay/useRefetchWhenStale';

const query = graphql`
  query SetDetailRouteQuery($festivalSlug: String!, $editionSlug: String!, $setSlug: String!) {
    viewer {
      user {
        id
      }
    }
    festival(slug: $festivalSlug) {
      id
      edition(slug: $editionSlug) {
        id
        timeZone
        set(slug: $setSlug) {
          id
          slug
          ...SetDetail_set
          ...GroupVotingCard_set
          ...NotesCard_set
          ...SetRating_set
        }
      }
    }
  }
`;

export function SetDetailRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<SetDetailRouteQuery> };
  return (
    <Suspense fallback={<LoadingText>Loading set...</LoadingText>}>
      <SetDetailScreen initialRef={queryRef} />
    </Suspense>
  );
}

function SetDetailScreen({ initialRef }: { initialRef: PreloadedQuery<SetDetailRouteQuery> }) {
  const [ref, reload] = useReloadableQuery<SetDetailRouteQuery>(query, initialRef);
  return <SetDetailContent queryRef={ref} reload={reload} />;
}

function SetDetailContent({ queryRef, reload }: { queryRef: PreloadedQuery<SetDetailRouteQuery>; reload: () => void }) {
  const data = usePreloadedQuery<SetDetailRouteQuery>(query, queryRef);
  // Votes, group votes and notes are per viewer; live events of a gap are lost.
  useRefetchWhenStale(data.viewer?.user.id ?? null, reload);
  const { setSlug } = useParams();
  const edition = data.festival?.edition;
  useAddressFollowsSlug(edition?.id, edition?.set, setSlug);
  // The open set's own events update it in place; they are no reason to refetch the screens (as a
  // set no list shows would be).
  const shownId = edition?.set?.id;
  useEffect(() => (shownId ? showSets([shownId]) : undefined), [shownId]);
  if (!edition) return null; // the edition layout shows the not-found page
  const set = edition.set;
  const backLink = <BackToSets className={buttonClasses('outline')}>Back to Sets</BackToSets>;
  if (!set) {
    return (
      <MessagePage title="Set not found" actions={backLink}>
        <p>There is no set '{setSlug}' in this edition.</p>
      </MessagePage>
    );
  }
  const signedIn = Boolean(data.viewer);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <BackToSets className="inline-flex items-center rounded-sm text-sm text-violet-300 max-md:min-h-11 hover:text-violet-200 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none">
          ← Back to Sets
        </BackToSets>
      </div>
      <SetDetail set={set} timeZone={edition.timeZone} signedIn={signedIn} />
      <SetRating set={set} signedIn={signedIn} />
      <GroupVotingSlot set={set} signedIn={signedIn} />
      <NotesSlot set={set} signedIn={signedIn} />
    </div>
  );
}

/**
 * The address names the set's current slug. A set renamed while its page is open (the live
 * editionTallies change's card carries the new slug into the store), or opened at a slug it had before (the
 * server finds it by its slug history), gets its address replaced: same query string, hash and
 * history state. The store first links the new slug to the same set, so the route's query for the
 * new address is answered from the store and the page updates in place (no loading screen).
 */
function useAddressFollowsSlug(
  editionId: string | undefined,
  set: { readonly id: string; readonly slug: string } | null | undefined,
  setSlug: string | undefined,
) {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const location = useLocation();
  const base = useEditionBasePath();
  const setId = set?.id;
  const current = set?.slug;
  useEffect(() => {
    if (!editionId || !setId || !current || current === setSlug) return;
    commitLocalUpdate(environment, (store) => {
      const editionRecord = store.get(editionId);
      const setRecord = store.get(setId);
      if (editionRecord && setRecord) editionRecord.setLinkedRecord(setRecord, 'set', { slug: current });
    });
    void navigate(
      { pathname: `${base}/sets/${encodeURIComponent(current)}`, search: location.search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [environment, navigate, base, editionId, setId, current, setSlug, location.search, location.hash, location.state]);
}

/**
 * The way back to the sets list. Opened from the list, it goes back in history: the list as it was
 * left (sort, filters, loaded pages, scroll position). Otherwise it opens the plain list.
 */
function BackToSets({ className, children }: { className: string; children: ReactNode }) {
  const base = useEditionBasePath();
  const listSearch = listSearchOf(useLocation().state);
  const navigate = useNavigate();
  return (
    <Link
      to={`${base}/sets${listSearch ?? ''}`}
      className={className}
      onClick={(e) => {
        if (listSearch === null || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        void navigate(-1);
      }}
    >
      {children}
    </Link>
  );
}
