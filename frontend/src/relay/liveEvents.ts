// "Resync" events: the live connection lost events (the WebSocket reconnected after a drop, or the
// server ended a subscription it could not keep up with), so screens showing live data refetch
// once. Kept apart from environment.ts so screens can listen without pulling in graphql-ws.

type Listener = () => void;
const listeners = new Set<Listener>();

export function onResync(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitResync(): void {
  resyncAt = Date.now();
  for (const listener of [...listeners]) listener();
}

// The server may answer anonymous queries from a short-lived shared cache (RESPONSE_CACHE_TTL,
// served stale for one more TTL). The refetches a resync starts must see the change that caused
// it, so queries sent shortly after one ask for a fresh answer (Cache-Control: no-cache).
const FRESH_AFTER_RESYNC_MS = 5_000;
let resyncAt = Number.NEGATIVE_INFINITY;

export function wantsFreshReads(now = Date.now()): boolean {
  return now - resyncAt < FRESH_AFTER_RESYNC_MS;
}

// A set changed (a live event arrived for it): screens whose view of it the event does not carry
// (a group's tally) can fetch that part again.
type SetListener = (setId: string) => void;
const setListeners = new Set<SetListener>();

export function onSetUpdated(listener: SetListener): () => void {
  setListeners.add(listener);
  return () => setListeners.delete(listener);
}

export function emitSetUpdated(setId: string): void {
  for (const listener of [...setListeners]) listener(setId);
}

// A set's content changed (name, time, stage, artists, archived; not only its votes): screens
// computed from it on the server (the Map tab's plan) fetch again.
const contentListeners = new Set<SetListener>();

export function onSetContentChanged(listener: SetListener): () => void {
  contentListeners.add(listener);
  return () => contentListeners.delete(listener);
}

export function emitSetContentChanged(setId: string): void {
  for (const listener of [...contentListeners]) listener(setId);
}
