// Helpers for the offline journeys (and the T9 benchmark, scripts/bench-offline-reload.mjs).
import { execFileSync } from 'node:child_process';

export function sql(dbURL, query) {
  return execFileSync('psql', [dbURL, '-tAc', query], { encoding: 'utf8' }).trim();
}

/** Waits until the service worker is active (its precache complete) and controls the page. */
export async function waitForAppShell(page) {
  await page.waitForFunction(
    async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    },
    undefined,
    { timeout: 30_000, polling: 200 },
  );
}

/**
 * Waits until the saved Relay store (IndexedDB festival-offline-db, store "relay") holds every
 * string of `needles` (ids, vote values): the snapshot is written a second after changes.
 */
export async function waitForSnapshot(page, needles) {
  await page.waitForFunction(
    (needles) =>
      new Promise((resolve) => {
        const open = indexedDB.open('festival-offline-db');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('relay')) return resolve(false);
          const all = db.transaction('relay').objectStore('relay').getAll();
          all.onsuccess = () => {
            const text = JSON.stringify(all.result.map((r) => r.records));
            db.close();
            resolve(needles.every((n) => text.includes(n)));
          };
          all.onerror = () => resolve(false);
        };
      }),
    needles,
    { timeout: 30_000, polling: 300 },
  );
}

/**
 * The network of a browser context. Offline is Playwright's emulation (navigator.onLine false,
 * requests fail) plus a route that aborts whatever still goes out, the service worker's own
 * fetches included (Chromium routes those through the context); `leaked` lists what the route
 * had to stop.
 */
export async function network(context) {
  let offline = false;
  const leaked = [];
  await context.route('**/*', (route) => {
    if (!offline) return route.fallback();
    leaked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return {
    leaked,
    async offline() {
      offline = true;
      await context.setOffline(true);
    },
    async online() {
      offline = false;
      await context.setOffline(false);
    },
  };
}
