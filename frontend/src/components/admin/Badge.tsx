import type { ReactNode } from 'react';

export function SmallBadge({ children, tone = 'slate' }: { children: ReactNode; tone?: 'slate' | 'amber' | 'green' }) {
  const tones = {
    slate: 'border-slate-600 bg-slate-800 text-slate-200',
    amber: 'border-amber-500/50 bg-amber-500/15 text-amber-200',
    green: 'border-green-500/50 bg-green-500/15 text-green-200',
  };
  return <span className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs ${tones[tone]}`}>{children}</span>;
}

/** The mark of an unpublished festival or edition (admins only see those). */
export function DraftBadge({ published }: { published: boolean }) {
  if (published) return null;
  return <SmallBadge tone="amber">Draft</SmallBadge>;
}
