import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { createBrowserRouter, RouterProvider } from 'react-router';
import './index.css';
import { currentHost, redirectWwwToBareHost } from './lib/host';
import { watchTheme } from './lib/theme';
import { preloadSonner } from './lib/toast';
import { HostContext } from './lib/useHost';
import { isOffline } from './offline/connectivity';
import { startSync } from './offline/autoSync';
import { currentUserId } from './offline/currentUser';
import { registerServiceWorker } from './offline/serviceWorker';
import { watchBackForward } from './relay/backForward';
import { createEnvironment } from './relay/environment';
import { ANONYMOUS, createPersistedStore, lastUserKey, restoreStore } from './relay/persist';
import { createRoutes } from './routes';

// www.{domain} is the main site under its bare name: move there first (path, query, hash kept),
// before the router starts any loader.
if (!redirectWwwToBareHost()) {
  watchTheme(); // index.html set the theme before the first paint; this follows later changes
  void start();
  registerServiceWorker();
}

/**
 * Lets the browser run other work (input, paint) between the start's steps: index.html's shell is
 * on screen already, and each step stays a short task instead of one long one after the
 * entry's evaluation (Lighthouse's total blocking time).
 */
function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** The browser's offline database; idb and its schema load on first use (a signed-in viewer's). */
function offlineDB() {
  return import('./offline/db').then((db) => db.offlineDB());
}

async function start() {
  await nextTask(); // the entry's modules were evaluated in this task
  const environment = createEnvironment(createPersistedStore(offlineDB, () => currentUserId(environment)));
  // The gate: the last user's saved store is loaded before the router's loaders read it. A broken
  // or slow IndexedDB must not keep the app from starting online: the network answers then.
  // Anonymous visitors' stores are never saved, so they have nothing to wait for.
  if (lastUserKey() !== ANONYMOUS) {
    await Promise.race([
      restoreStore(environment, offlineDB()).catch(() => false),
      // Offline, nothing else can answer: wait for the saved store longer.
      new Promise((resolve) => setTimeout(resolve, isOffline() ? 10_000 : 1_500)),
    ]);
  }
  await nextTask();
  startSync(environment);
  const host = currentHost();
  watchBackForward();
  await nextTask();
  // The router runs the first screen's loaders at once: their queries and chunks start here.
  const router = createBrowserRouter(createRoutes(environment, host));
  await nextTask();
  // index.html's static shell is on screen already; the app's first render replaces it (the same
  // look) when done. As a transition it yields to the browser every few milliseconds instead of
  // blocking the main thread for the whole first render.
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <HostContext value={host}>
          <RelayEnvironmentProvider environment={environment}>
            <RouterProvider router={router} />
          </RelayEnvironmentProvider>
        </HostContext>
      </StrictMode>,
    ),
  );
  preloadSonner();
}
