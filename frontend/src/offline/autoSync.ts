import type { Environment } from "relay-runtime";
import { emitResync } from "../relay/liveEvents";
import { currentUserId } from "./currentUser";

// When the outbox is replayed (offline/sync). The replay's code (the outbox, IndexedDB, the
// replayed mutations) is not in the entry: it loads at the first replay with a signed-in viewer
// (two seconds after the start, or at sign-in), and is then there for changes made offline.

const RETRY_MS = 30_000;

let started = false;

/** Sends the signed-in user's outbox now (when online); loads the sync code on first use. */
export async function syncNow(environment: Environment): Promise<void> {
  // Anonymous visitors have no outbox (nothing to load). Offline, the code still loads (from the
  // service worker's cache): the viewer's next change is queued with it.
  if (!currentUserId(environment)) return;
  const sync = await import("./sync");
  await sync.syncNow(environment);
}

/**
 * Replays on start, whenever the browser comes back online, and every 30 s while items wait. Back
 * online, the screens then fetch again (a resync), so changes made by others meanwhile appear.
 */
export function startSync(environment: Environment): void {
  if (started || typeof window === "undefined") return;
  started = true;
  const sync = () =>
    syncNow(environment).catch(
      (e) => import.meta.env.DEV && console.warn("sync failed", e),
    );
  const run = () => void sync();
  window.addEventListener("online", () => void sync().then(emitResync));
  setInterval(run, RETRY_MS);
  // The viewer is known once the shell's query answered; give it a moment on start.
  setTimeout(run, 2_000);
}
