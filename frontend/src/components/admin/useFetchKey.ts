import { useCallback, useState } from 'react';

/** A counter for useLazyLoadQuery's fetchKey: bump it after a write to read the list again. */
export function useFetchKey(): [number, () => void] {
  const [key, setKey] = useState(0);
  return [key, useCallback(() => setKey((k) => k + 1), [])];
}
