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
