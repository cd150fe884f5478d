import { Link } from 'react-router';
import { CONTACT_EMAIL, PRODUCT_NAME } from '../../lib/brand';

const linkClass =
  'rounded-sm text-slate-300 underline-offset-4 hover:text-white hover:underline focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-800 bg-slate-950 text-sm text-slate-400">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 md:flex-row md:items-start md:justify-between">
        <p className="max-w-md">
          {PRODUCT_NAME} helps friends discover and vote on the best festival artists together: create a group, share
          your votes and plan your festival as a crew.
        </p>
        <nav aria-label="Legal" className="flex flex-wrap gap-x-4 gap-y-2">
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>
          <Link to="/terms" className={linkClass}>
            Terms
          </Link>
          <Link to="/cookies" className={linkClass}>
            Cookie Policy
          </Link>
          <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
            Contact
          </a>
        </nav>
      </div>
      <p className="pb-6 text-center text-xs text-slate-400">
        © {year} {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
