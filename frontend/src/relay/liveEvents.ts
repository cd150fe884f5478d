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
  for (const listener of [...listeners]) listener();
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
