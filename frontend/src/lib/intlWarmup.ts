// The first Intl date formatter a page makes costs 25–150 ms of the main thread on a desktop CPU
// (ICU loads its locale and time-zone data; measured in Chromium), and an edition's first render
// needs one (festival-local times: lib/schedule/time.ts, @date-fns/tz). ICU's data and caches
// belong to the renderer process, not to a thread: when a worker has made a formatter, the main
// thread's first one costs under 1 ms. So the app's start has a throwaway worker make one while
// the page's queries are on the network.

const source =
  "new Intl.DateTimeFormat('en-US',{timeZone:'Europe/Berlin',timeZoneName:'longOffset',weekday:'short'," +
  "month:'short',day:'numeric',hour:'numeric',minute:'2-digit'}).formatToParts(0);postMessage(0)";

/** Starts the worker; it ends itself when done. Without workers the main thread pays, as before. */
export function warmIntlOffThread(): void {
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  try {
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const worker = new Worker(url);
    const done = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
    worker.onmessage = done;
    worker.onerror = done;
  } catch {
    // A worker refused (a policy, a browser without them): nothing is lost but the head start.
  }
}
