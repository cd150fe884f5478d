import type { ReactNode } from 'react';

export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center p-8 text-slate-400">
      {children}
    </div>
  );
}
