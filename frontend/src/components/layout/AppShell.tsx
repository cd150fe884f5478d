import { Suspense } from 'react';
import { Outlet, useParams } from 'react-router';
import { Toaster } from 'sonner';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingText } from './LoadingText';

export function AppShell() {
  // Edition screens have a fixed bottom tab bar below 768px: keep the footer clear of it.
  const inEdition = Boolean(useParams().editionSlug);
  return (
    <div className={`flex min-h-dvh flex-col bg-slate-950 text-slate-100 ${inEdition ? 'pb-16 md:pb-0' : ''}`}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-violet-600 px-3 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1 pt-14">
        <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* sonner's defaults are the spec's toast constants (3 visible, 4000 ms, Alt+T ...). */}
      <Toaster theme="dark" />
    </div>
  );
}
