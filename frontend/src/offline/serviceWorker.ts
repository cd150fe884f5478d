import { registerSW } from "virtual:pwa-register";
import { isOffline } from "./connectivity";

// The app shell's service worker (vite.pwa.ts). A new version installs in the background and takes
// over at once, but a running page is never reloaded for it: the next visit runs the new version.
// Only when the running page asks for one of its own lazy chunks that the new deployment no longer
// has (Vite's preload error) does it load the page again, once, since that screen cannot work.

const RELOADED_AT = "festival-chunk-reload";

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  registerSW({ onNeedReload: () => undefined }); // at the page's load event
  window.addEventListener("vite:preloadError", () => {
    if (isOffline()) return;
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 10_000) return; // reloading did not help: let the error screen show
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    window.location.reload();
  });
}
