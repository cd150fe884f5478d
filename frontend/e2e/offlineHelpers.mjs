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

/**
 * Waits until the service worker is activated (its precache complete) and controls the page. The
 * worker claims open pages when it activates (clientsClaim), yet CI once saw a page stay
 * uncontrolled for two minutes with the worker active: if that lasts 30 s, the page is loaded
 * again (a visitor's next visit, which the active worker controls), once, and the state is logged.
 */
export async function waitForAppShell(page) {
  const state = () =>
    page
      .evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          controlled: navigator.serviceWorker.controller !== null,
          active: registration?.active?.state ?? null,
          installing: registration?.installing?.state ?? null,
          waiting: registration?.waiting?.state ?? null,
        };
      })
      .catch((error) => ({ controlled: false, error: String(error) }));
  let activeSince = null;
  let reloaded = false;
  await poll(
    async () => {
      const now = await state();
      // Controlled is not enough: the worker claims the page in its activate event, before it is
      // activated, and an update that starts then overlaps the first worker's activation.
      if (now.controlled && now.active === 'activated') return { ok: true };
      if (now.active !== 'activated') activeSince = null;
      else activeSince ??= Date.now();
      if (!reloaded && activeSince !== null && Date.now() - activeSince > 30_000) {
        console.log(`# the page stayed uncontrolled 30 s with the worker active (${JSON.stringify(now)}): loading it again`);
        reloaded = true;
        await page.reload();
      }
      return { ok: false, ...now };
    },
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
