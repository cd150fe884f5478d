import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';

/**
 * Re-runs the current routes' loaders (each starts its query again, store-and-network), so data
 * that depends on who is signed in (the viewer, the viewer's votes) is fetched for the new session.
 * Outside a data router (isolated component tests) it does nothing.
 */
export function useRefreshRouteData(): () => void {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return useCallback(() => {
    void dataRouter?.router.revalidate();
  }, [dataRouter]);
}
