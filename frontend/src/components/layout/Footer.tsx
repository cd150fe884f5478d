import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { CONTACT_EMAIL, PRODUCT_NAME } from '../../lib/brand';
import { useConsent } from '../consent/consentStore';

// The dialogs (Radix) load on first use, keeping them out of the initial bundle.
const PrivacyPolicyDialog = lazy(() =>
  import('../consent/PrivacyPolicyDialog').then((m) => ({ default: m.PrivacyPolicyDialog })),
);
const CookiePreferencesDialog = lazy(() =>
  import('../consent/CookiePreferencesDialog').then((m) => ({ default: m.CookiePreferencesDialog })),
);

const linkClass =
  'inline-flex min-h-11 items-center rounded-sm text-slate-300 underline-offset-4 hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none';

/**
 * Footer of every screen (visitor-app.md §2): the blurb, 'Privacy Policy' (a scrollable dialog),
 * Terms and Cookie Policy, 'Cookie Preferences' and 'Reset Consent', copyright and contact. The
 * preferences dialog is mounted here, since the footer is on every screen (the banner is mounted
 * by the shell, early in the tab order).
 */
export function Footer() {
  const year = new Date().getFullYear();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const { controller, preferencesOpen } = useConsent();
  return (
    <footer className="border-t border-slate-800 bg-slate-950 text-sm text-slate-400">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-start md:justify-between">
        <p className="max-w-md">
          {PRODUCT_NAME} helps friends discover and vote on the best festival artists together: create a group, share
          your votes and plan your festival as a crew.
        </p>
        <nav aria-label="Legal" className="flex flex-wrap gap-x-4 gap-y-1">
          <button type="button" className={linkClass} onClick={() => setPrivacyOpen(true)}>
            Privacy Policy
          </button>
          <Link to="/terms" className={linkClass}>
            Terms
          </Link>
          <Link to="/cookies" className={linkClass}>
            Cookie Policy
          </Link>
          <button type="button" className={linkClass} onClick={controller.openPreferences}>
            Cookie Preferences
          </button>
          <button type="button" className={linkClass} onClick={controller.revoke}>
            Reset Consent
          </button>
          <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
            Contact
          </a>
        </nav>
      </div>
      <p className="pb-6 text-center text-xs text-slate-400">
        © {year} {PRODUCT_NAME}. All rights reserved.
      </p>
      <Suspense fallback={null}>
        {privacyOpen && <PrivacyPolicyDialog onClose={() => setPrivacyOpen(false)} />}
        {preferencesOpen && <CookiePreferencesDialog />}
      </Suspense>
    </footer>
  );
}
