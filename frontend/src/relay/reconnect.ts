import { isOffline } from '../offline/connectivity';

// When the live connection (graphql-ws) may open again: after an exponential backoff with jitter
// while the browser says it is online, and never while it says it is offline; then at the
// 'online' event, after a short random pause (a crowd whose network returns at once does not
// reconnect in the same instant).

const BASE_MS = 1_000;
const MAX_MS = 30_000;
const ONLINE_JITTER_MS = 1_000;

type Random = () => number;

/** The pause before the (retries+1)-th attempt: between half and all of min(30 s, 1 s * 2^retries). */
export function retryDelay(retries: number, random: Random = Math.random): number {
  const ceiling = Math.min(MAX_MS, BASE_MS * 2 ** Math.min(retries, 15));
  return ceiling / 2 + (random() * ceiling) / 2;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves at once when online, else at the next 'online' event. */
export function whenOnline(): Promise<void> {
  if (!isOffline()) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** graphql-ws's retryWait: backoff while online; offline, wait for the network, then a little. */
export async function waitToReconnect(retries: number, random: Random = Math.random): Promise<void> {
  if (!isOffline()) await sleep(retryDelay(retries, random));
  if (isOffline()) {
    await whenOnline();
    await sleep(random() * ONLINE_JITTER_MS);
  }
}
