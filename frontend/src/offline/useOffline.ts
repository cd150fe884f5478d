import { useSyncExternalStore } from "react";
import { isOffline, onConnectivityChange } from "./connectivity";

/** Whether the browser says it is offline, kept current by its online/offline events. */
export function useOffline(): boolean {
  return useSyncExternalStore(onConnectivityChange, isOffline, () => false);
}
