import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PRODUCT_NAME } from '../../lib/brand';
import { editionBasePath } from '../../lib/host';
import { useHost } from '../../lib/useHost';
import { Button } from '../ui/button';

// The dialog (Radix) loads on first use, keeping it out of the initial bundle.
const SignInDialog = lazy(() => import('./SignInDialog').then((m) => ({ default: m.SignInDialog })));

/** Fixed top header: product title (to the edition base path, else home) and the sign-in button. */
export function Header() {
  const host = useHost();
  const params = useParams();
  const [signInOpen, setSignInOpen] = useState(false);
  const [signInUsed, setSignInUsed] = useState(false);
  const festivalSlug = params.festivalSlug ?? (host.kind === 'festival' ? host.festivalSlug : undefined);
  const home = festivalSlug && params.editionSlug ? editionBasePath(festivalSlug, params.editionSlug, host) : '/';

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-14 border-b border-slate-800 bg-slate-950/90 backdrop-blur">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-3 px-4">
        <Link
          to={home}
          className="flex items-center gap-2 rounded-md text-base font-bold tracking-tight text-white focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
        >
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        {/* The viewer is always anonymous until sign-in lands; then: greeting, Groups, user menu. */}
        <Button
          size="sm"
          onClick={() => {
            setSignInUsed(true);
            setSignInOpen(true);
          }}
        >
          <span className="hidden md:inline">Sign In / Sign Up</span>
          <span className="md:hidden">Sign In</span>
        </Button>
      </div>
      {signInUsed && (
        <Suspense fallback={null}>
          <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
        </Suspense>
      )}
    </header>
  );
}
