/** How often, and how many times, a waiting new version is asked to take over. */
export const NUDGE_EVERY_MS = 2000;
export const NUDGES = 30;

/**
 * A new version skips waiting when it installs, but Chromium activates it only once the running
 * one has no event in flight, and a fetch arriving at that moment leaves it waiting (for up to 5
 * minutes). While a version waits, the page asks it to take over again (public/sw-keep-assets.js
 * answers SKIP_WAITING), every NUDGE_EVERY_MS, at most NUDGES times per version.
 */
export function nudgeWaiting(registration: ServiceWorkerRegistration): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watch = (left: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const waiting = registration.waiting;
      if (!waiting) return;
      waiting.postMessage({ type: "SKIP_WAITING" });
      if (left > 1) watch(left - 1);
    }, NUDGE_EVERY_MS);
  };
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed") watch(NUDGES);
    });
  });
  if (registration.waiting) watch(NUDGES);
}
