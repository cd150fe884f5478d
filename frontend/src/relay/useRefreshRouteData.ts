import { useCallback } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Re-runs the current routes' loaders (each starts its query again, store-and-network), so data
 * that depends on who is signed in (the viewer, the viewer's votes) is fetched for the new session.
 * Needs a data router (the app always has one; component tests render inside a memory router).
 */
export function useRefreshRouteData(): () => void {
  const { revalidate } = useRevalidator();
  return useCallback(() => {
    void revalidate();
  }, [revalidate]);
}
