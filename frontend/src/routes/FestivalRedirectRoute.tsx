import { useLocation, useParams } from 'react-router';
import { FestivalSubdomainRedirect } from '../components/FestivalSubdomainRedirect';
import { festivalRedirectUrl } from '../lib/host';
import { useHost } from '../lib/useHost';
import { FestivalNotFound } from './EditionListRoute';

/**
 * /festivals/{f}/... on a site with festival subdomains: the same page on {f}.{APP_DOMAIN}
 * (edition, set or schedule path, query and hash kept). Nothing is loaded here.
 */
export function FestivalRedirectRoute() {
  const host = useHost();
  const { pathname, search, hash } = useLocation();
  const festivalSlug = useParams().festivalSlug ?? '';
  const { protocol, port } = globalThis.location;
  const url = festivalRedirectUrl(host, { protocol, port, pathname, search, hash });
  // A slug that cannot be a host name names no festival.
  if (!url) return <FestivalNotFound slug={festivalSlug} />;
  return <FestivalSubdomainRedirect festivalSlug={festivalSlug} url={url} />;
}
