import { useSyncExternalStore } from 'react';

// sonner stays out of the first page's JavaScript: it loads once the page is idle (preloadSonner,
// so that it is there for a toast made offline) or at the first toast, whichever comes first. The
// app's toasts go through this `toast`; the shell mounts sonner's Toaster once sonner is loaded. A
// toast made before the Toaster has mounted still shows: sonner replays active toasts to it.

type Sonner = typeof import('sonner');
type Toast = Sonner['toast'];

let sonner: Promise<Sonner> | undefined;
let loaded = false;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then(
    (module) => {
      loaded = true;
      listeners.forEach((notify) => notify());
      return module;
    },
    (error: unknown) => {
      sonner = undefined; // offline before it loaded: the next toast tries again
      throw error;
    },
  );
  return sonner;
}

/** Loads sonner once the page has loaded and the browser is idle. */
export function preloadSonner(): void {
  const load = () => void loadSonner().catch(() => undefined);
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 5_000 }) : setTimeout(load, 1_000));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Whether sonner has loaded (the shell mounts the Toaster then). */
export function useSonnerLoaded(): boolean {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => loaded,
  );
}

type Kind = 'success' | 'error' | 'info' | 'warning';

function later<K extends Kind>(kind: K) {
  return (...args: Parameters<Toast[K]>) =>
    void loadSonner()
      .then(({ toast }) => (toast[kind] as (...a: Parameters<Toast[K]>) => unknown)(...args))
      .catch(() => undefined);
}

/** sonner's `toast` (the calls the app makes), loading sonner on first use. */
export const toast = Object.assign(
  (...args: Parameters<Toast>) =>
    void loadSonner()
      .then(({ toast }) => toast(...args))
      .catch(() => undefined),
  {
    success: later('success'),
    error: later('error'),
    info: later('info'),
    warning: later('warning'),
  },
);
