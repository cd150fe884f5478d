// Helpers for the offline journeys (and the T9 benchmark, scripts/bench-offline-reload.mjs).
import { execFileSync } from 'node:child_process';
import { poll } from './helpers.mjs';
import { DEADLINE } from './deadline.mjs';

export function sql(dbURL, query) {
  return execFileSync('psql', [dbURL, '-tAc', query], { encoding: 'utf8' }).trim();
}

/**
 * Waits until `check(arg)`, run in the page, resolves truthy. (page.waitForFunction cannot do this:
 * it takes the promise an async function returns as its truthy answer and stops at the first try.)
 */
async function waitInPage(page, check, arg, what, timeout = DEADLINE) {
  await poll(async () => ({ ok: await page.evaluate(check, arg).catch(() => false) }), what, timeout);
}

/** Waits until the service worker is active (its precache complete) and controls the page. */
export async function waitForAppShell(page) {
  await waitInPage(
    page,
    async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    },
    undefined,
    'the service worker controls the page',
  );
}

/**
 * Waits until the saved Relay store (IndexedDB festival-offline-db, store "relay") holds every
 * string of `needles` (ids, vote values): the snapshot is written a second after changes.
 */
export async function waitForSnapshot(page, needles) {
  await waitInPage(
    page,
    (needles) =>
      new Promise((resolve) => {
        const open = indexedDB.open('festival-offline-db');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('relay')) {
            db.close();
            return resolve(false);
          }
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
    `the saved store holds ${needles.join(', ')}`,
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
