import type { FetchPolicy } from 'relay-runtime';

// Back and forward show a screen as it was left: a list shown earlier in this page load is read
// from the store (every page loaded so far, since the connection keeps them) instead of being
// fetched again from its first page, which would drop the later pages and the scroll position
// with them. Live events keep the store current meanwhile. Any other navigation fetches too.

const SHOWN_MAX = 50;
/** Addresses (path and query) a screen was shown at in this page load, with the viewer then. */
const shown = new Map<string, string | null>();
/** The address the last back/forward went to, until a loader asks about it. */
let popped: string | null = null;

const keyOf = (url: { pathname: string; search: string }) => url.pathname + url.search;

/** Listens for back/forward; call before the router starts (its own listener must come after). */
export function watchBackForward(target: Window = window): void {
  target.addEventListener('popstate', () => {
    popped = keyOf(target.location);
  });
}

/** A screen that can be restored shows its data at this address, for this viewer. */
export function markShown(url: { pathname: string; search: string }, viewerId: string | null): void {
  const key = keyOf(url);
  shown.delete(key);
  shown.set(key, viewerId);
  if (shown.size > SHOWN_MAX) shown.delete(shown.keys().next().value!);
}

/**
 * The fetch policy of a route loader: from the store when back/forward returns to an address the
 * screen was shown at in this page load by the same viewer, else the store and the network.
 */
export function backForwardPolicy(requestUrl: string, viewerId: string | null): FetchPolicy {
  const key = keyOf(new URL(requestUrl));
  const back = popped === key;
  popped = null;
  return back && shown.has(key) && shown.get(key) === viewerId ? 'store-or-network' : 'store-and-network';
}
