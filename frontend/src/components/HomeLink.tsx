import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { mainSiteUrl } from '../lib/host';
import { useHost } from '../lib/useHost';
import { buttonClasses, type ButtonVariant } from './ui/button';

/**
 * A link to the festival list. On a festival subdomain '/' is that festival's own page, so the
 * festival list is on the main site.
 */
export function FestivalsHomeLink({ children, variant = 'primary' }: { children: ReactNode; variant?: ButtonVariant }) {
  const host = useHost();
  const className = buttonClasses(variant);
  if (host.kind === 'festival') {
    return (
      <a href={mainSiteUrl(host.appDomain)} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to="/" className={className}>
      {children}
    </Link>
  );
}
