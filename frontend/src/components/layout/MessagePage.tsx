import type { ReactNode } from 'react';

/** A centred message with a title, a text and actions (not-found pages, empty states, errors). */
export function MessagePage({
  title,
  children,
  actions,
  role,
}: {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  role?: string;
}) {
  return (
    <div
      role={role}
      className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-3 px-4 py-12 text-center"
    >
      <h1 className="text-2xl font-bold text-white">{title}</h1>
      {children && <div className="text-slate-400">{children}</div>}
      {actions && <div className="mt-3 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
