import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A static legal page: a title, its sections and 'Back to App'. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-white">{title}</h1>
      {children}
      <p>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-sm text-violet-300 underline underline-offset-4 hover:text-violet-200 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
        >
          Back to App
        </Link>
      </p>
    </article>
  );
}
