import { useSyncExternalStore } from 'react';

// A counter of successful admin writes, so the audit card reads the log again after each.
let count = 0;
const listeners = new Set<() => void>();

export function noteWrite(): void {
  count += 1;
  for (const l of [...listeners]) l();
}

export function useWriteCount(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => count,
  );
}
