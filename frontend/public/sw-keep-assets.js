/* global self, caches */
// Imported by the service worker (sw.js; vite.pwa.ts, workbox importScripts). When a new version
// installs, the built files the earlier version precached (hashed, so never changed) are kept in
// the cache "assets-kept" before the new version's precache drops them: a page still running the
// earlier version can then open a screen it never loaded, offline too (sw.js serves them from
// there, CacheFirst). The newest MAX_KEPT files are kept, a few versions' worth.
const KEPT = 'assets-kept';
const MAX_KEPT = 400;

async function keepEarlierAssets() {
  const kept = await caches.open(KEPT);
  const precaches = (await caches.keys()).filter((name) => name.startsWith('workbox-precache'));
  for (const name of precaches) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if (!new URL(request.url).pathname.startsWith('/assets/') || (await kept.match(request))) continue;
      const response = await cache.match(request);
      if (response) await kept.put(request, response);
    }
  }
  const keys = await kept.keys(); // oldest first
  for (const request of keys.slice(0, Math.max(0, keys.length - MAX_KEPT))) await kept.delete(request);
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepEarlierAssets().catch(() => undefined));
});

// A new version that installed while the page was fetching can stay "waiting" (Chromium activates
// a skip-waiting worker only when the active one has no event in flight, and gives up when one
// arrives at that moment): the page asks it again (src/offline/serviceWorker.ts).
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});
