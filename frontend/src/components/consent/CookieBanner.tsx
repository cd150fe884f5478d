import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { useConsent } from './consentStore';

const linkClass =
  'rounded-sm text-violet-300 underline underline-offset-4 hover:text-violet-200 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none';

/** Bottom banner on every page until the visitor chooses (visitor-app.md §2, §4). */
export function CookieBanner() {
  const { reason, controller } = useConsent();
  // The static banner in index.html paints before the app runs; a press on one of its buttons
  // in that time is kept there (window.__staticConsent) and carried out here.
  useEffect(() => {
    const w = window as { __staticConsent?: string };
    const pressed = w.__staticConsent;
    if (!pressed) return;
    delete w.__staticConsent;
    if (pressed === 'Preferences') controller.openPreferences();
    else if (pressed === 'Essential Only') controller.essentialOnly();
    else if (pressed === 'Accept All') controller.acceptAll();
  }, [controller]);
  if (!reason) return null;
  return (
    <section
      aria-label="Cookie consent"
      data-testid="cookie-banner"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-700 bg-slate-900/95 p-4 text-sm text-slate-200 shadow-2xl backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <p className="max-w-3xl">
          We use only essential cookies to keep you signed in and remember your choices. No tracking or analytics. See
          our{' '}
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>{' '}
          and{' '}
          <Link to="/cookies" className={linkClass}>
            Cookie Policy
          </Link>
          .
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="lg" onClick={controller.openPreferences}>
            Preferences
          </Button>
          <Button variant="secondary" size="lg" onClick={controller.essentialOnly}>
            Essential Only
          </Button>
          <Button size="lg" onClick={controller.acceptAll}>
            Accept All
          </Button>
        </div>
      </div>
    </section>
  );
}
