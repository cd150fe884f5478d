import { NetworkError } from "../relay/networkError";

// Online or not, as the browser says (navigator.onLine and its online/offline events).

export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

export function onConnectivityChange(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Raised for mutations that never queue (sign-in, profile, admin) when there is no connection. */
export class OfflineError extends Error {
  constructor() {
    super(
      "You are offline. This needs an internet connection; try again when you are back online.",
    );
    this.name = "OfflineError";
  }
}

/** No answer from the server (no connection, server down or restarting): worth sending again. */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof OfflineError || error instanceof TypeError) return true; // fetch's "Failed to fetch"
  if (error instanceof NetworkError)
    return error.status === 0 || error.status >= 500;
  const code = (error as { code?: string } | null)?.code;
  return code === "UNAVAILABLE";
}
