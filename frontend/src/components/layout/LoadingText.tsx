import type { ReactNode } from 'react';

// A screen's height while loading: the footer stays below the fold instead of jumping down when
// the content arrives (a layout shift).
export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh items-center justify-center p-8 text-slate-400">
      {children}
    </div>
  );
}
