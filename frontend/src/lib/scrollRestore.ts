/**
 * Whether a list shown at a location may lay out its off-screen items lazily: only when nothing
 * will scroll it back to a position (react-router's <ScrollRestoration> does on Back/Forward and on
 * a reload, and lazily laid-out items would have placeholder heights then). That is a new entry
 * (PUSH, REPLACE), or the document's first location opened fresh (its key is 'default' until
 * react-router gives it one), and never a location shown before in this document.
 */
const shown = new Set<string>();

export function mayLayOutLazily(key: string, navigationType: 'POP' | 'PUSH' | 'REPLACE'): boolean {
  const before = shown.has(key);
  shown.add(key);
  if (before) return false;
  if (navigationType !== 'POP') return true;
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return key === 'default' && (nav?.type ?? 'navigate') === 'navigate';
}
