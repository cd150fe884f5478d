import { registerSW } from "virtual:pwa-register";
import { isOffline } from "./connectivity";
import { nudgeWaiting } from "./nudgeWaiting";

// The app shell's service worker (vite.pwa.ts). A new version installs in the background and takes
// over at once, but a running page is never reloaded for it: the next visit runs the new version.
// Only when the running page asks for one of its own lazy chunks that the new deployment no longer
// has (Vite's preload error) does it load the page again, once, since that screen cannot work.

const RELOADED_AT = "festival-chunk-reload";

/**
 * The worker installs this long after the page's load event: its install downloads and stores
 * every chunk of the app (about 430 KB compressed), which on a phone would otherwise run beside
 * the first screen's own work (the list's render and its images come after the load event).
 */
export const INSTALL_DELAY_MS = 3000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const install = () =>
    setTimeout(
      () =>
        registerSW({
          immediate: true,
          onNeedReload: () => undefined,
          onRegisteredSW: (_url, registration) => registration && nudgeWaiting(registration),
        }),
      INSTALL_DELAY_MS,
    );
  if (document.readyState === "complete") install();
  else window.addEventListener("load", install, { once: true });
  window.addEventListener("vite:preloadError", () => {
    if (isOffline()) return;
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 10_000) return; // reloading did not help: let the error screen show
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  });
}
