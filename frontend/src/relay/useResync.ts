import { useEffect, useRef } from 'react';
import { onResync } from './liveEvents';

/** Calls the latest `callback` on every resync event while the component is mounted. */
export function useResync(callback: () => void): void {
  const ref = useRef(callback);
  useEffect(() => {
    ref.current = callback;
  });
  useEffect(() => onResync(() => ref.current()), []);
}
