import { useSyncExternalStore } from 'react';

// sonner stays out of the first page's JavaScript: the app's toasts go through this `toast`, which
// loads sonner on first use, and the shell mounts sonner's Toaster then. A toast made before the
// Toaster has mounted still shows: sonner replays the active toasts to a new Toaster.

type Sonner = typeof import('sonner');
type Toast = Sonner['toast'];

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** sonner's module, loaded once; the shell's Toaster mounts from now on. */
export function loadSonner(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((notify) => notify());
  }
  sonner ??= import('sonner');
  return sonner;
}

/** Whether a toast has been asked for (the shell mounts the Toaster then). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => wanted,
  );
}

type Kind = 'success' | 'error' | 'info' | 'warning';

function later<K extends Kind>(kind: K) {
  return (...args: Parameters<Toast[K]>) =>
    void loadSonner().then(({ toast }) => (toast[kind] as (...a: Parameters<Toast[K]>) => unknown)(...args));
}

/** sonner's `toast` (the calls the app makes), loading sonner on first use. */
export const toast = Object.assign((...args: Parameters<Toast>) => void loadSonner().then(({ toast }) => toast(...args)), {
  success: later('success'),
  error: later('error'),
  info: later('info'),
  warning: later('warning'),
});
