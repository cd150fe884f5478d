// The host model of the spec (visitor-app.md §2 "Host model"): the bare APP_DOMAIN and www.APP_DOMAIN
// are the main site; {festivalSlug}.{APP_DOMAIN} is a festival site whose paths carry no
// /festivals/{slug} prefix. The server writes APP_DOMAIN into <meta name="app-domain">.

export const APP_DOMAIN_PLACEHOLDER = '__APP_DOMAIN__';
const DEFAULT_APP_DOMAIN = 'localhost';

export type HostInfo =
  | { kind: 'main'; appDomain: string }
  | { kind: 'festival'; appDomain: string; festivalSlug: string }
  // A host that is neither (an IP address, another name): behaves like the main site.
  | { kind: 'other'; appDomain: string };

/** The APP_DOMAIN the server announced, or 'localhost' while the page still has the placeholder. */
export function readAppDomain(doc: Document | undefined = globalThis.document): string {
  const content = doc?.querySelector('meta[name="app-domain"]')?.getAttribute('content')?.trim();
  if (!content || content === APP_DOMAIN_PLACEHOLDER) return DEFAULT_APP_DOMAIN;
  return normalize(content);
}

function normalize(host: string): string {
  // Lower-case, no port, no trailing dot.
  return host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Classifies a hostname (port allowed) against APP_DOMAIN. */
export function classifyHost(hostname: string, appDomain: string): HostInfo {
  const host = normalize(hostname);
  const domain = normalize(appDomain);
  if (host === domain || host === `www.${domain}`) return { kind: 'main', appDomain: domain };
  const suffix = `.${domain}`;
  if (host.endsWith(suffix)) {
    const label = host.slice(0, -suffix.length);
    // Exactly one label in front; deeper names (a.b.domain) are not festival sites.
    if (label && !label.includes('.') && SLUG.test(label)) {
      return { kind: 'festival', appDomain: domain, festivalSlug: label };
    }
  }
  return { kind: 'other', appDomain: domain };
}

/** The host model of the page we are running in. */
export function currentHost(): HostInfo {
  const hostname = globalThis.location?.hostname ?? DEFAULT_APP_DOMAIN;
  return classifyHost(hostname, readAppDomain());
}

/** The festival slug of a festival subdomain, or undefined on the main site. */
export function hostFestivalSlug(info: HostInfo = currentHost()): string | undefined {
  return info.kind === 'festival' ? info.festivalSlug : undefined;
}

/** Absolute address of a festival's own subdomain, keeping scheme and port of `from`. */
export function festivalSubdomainUrl(
  festivalSlug: string,
  appDomain: string,
  path = '/',
  from: Pick<Location, 'protocol' | 'port'> = globalThis.location,
): string {
  const port = from.port ? `:${from.port}` : '';
  return `${from.protocol}//${festivalSlug}.${appDomain}${port}${path}`;
}

/**
 * Path of a festival's page. On a festival subdomain the festival is the host itself, so its page
 * is '/'; elsewhere it is /festivals/{slug}.
 */
export function festivalPath(festivalSlug: string, info: HostInfo = currentHost()): string {
  if (info.kind === 'festival' && info.festivalSlug === festivalSlug) return '/';
  return `/festivals/${encodeURIComponent(festivalSlug)}`;
}

/** Base path of an edition: /editions/{e} on its festival's subdomain, else /festivals/{f}/editions/{e}. */
export function editionBasePath(festivalSlug: string, editionSlug: string, info: HostInfo = currentHost()): string {
  const edition = `/editions/${encodeURIComponent(editionSlug)}`;
  if (info.kind === 'festival' && info.festivalSlug === festivalSlug) return edition;
  return `/festivals/${encodeURIComponent(festivalSlug)}${edition}`;
}

/** Absolute address on the main site (for leaving a festival subdomain), keeping scheme and port. */
export function mainSiteUrl(
  appDomain: string,
  path = '/',
  from: Pick<Location, 'protocol' | 'port'> = globalThis.location,
): string {
  const port = from.port ? `:${from.port}` : '';
  return `${from.protocol}//${appDomain}${port}${path}`;
}

/**
 * The path on a festival's own subdomain for a main-site path: /festivals/{f}/editions/{e}/sets/x
 * -> /editions/{e}/sets/x (edition, set and schedule paths are kept), /festivals/{f} -> /.
 * Null when the path is not under that festival.
 */
export function subdomainPathFor(festivalSlug: string, pathname: string): string | null {
  const prefix = `/festivals/${encodeURIComponent(festivalSlug)}`;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null;
  const rest = pathname.slice(prefix.length);
  return rest === '' || rest === '/' ? '/' : rest;
}

/**
 * Whether festival addresses of the main site move to the festival's own subdomain: only when the
 * site runs on a real domain (a dot, not an IP address, not localhost or *.localhost, where
 * development and the browser journeys stay on one host) and the page is on it or a subdomain.
 */
export function usesFestivalSubdomains(info: HostInfo): boolean {
  const domain = info.appDomain;
  if (info.kind === 'other' || !domain.includes('.') || domain.endsWith('.localhost')) return false;
  return !/^[\d.]+$/.test(domain) && !domain.includes(':');
}

/**
 * Where a festival address (/festivals/{f}/...) of the main site moves: the same edition, set or
 * schedule path on https?://{f}.{APP_DOMAIN}, query and hash kept (scheme and port of the page).
 * Null when the address stays (not a festival address, or no festival subdomains here).
 */
export function festivalRedirectUrl(
  info: HostInfo,
  loc: Pick<Location, 'protocol' | 'port' | 'pathname' | 'search' | 'hash'>,
): string | null {
  if (!usesFestivalSubdomains(info)) return null;
  // Only a well-formed slug becomes a host name (festival slugs are lower-case letters, digits, '-').
  const festivalSlug = /^\/festivals\/([^/]+)/.exec(loc.pathname)?.[1];
  if (!festivalSlug || !SLUG.test(festivalSlug)) return null;
  const path = subdomainPathFor(festivalSlug, loc.pathname);
  if (path === null) return null;
  return festivalSubdomainUrl(festivalSlug, info.appDomain, path + loc.search + loc.hash, loc);
}

/**
 * The bare-host address of a www. address (path, query and hash kept), or null when the host has
 * no www. in front.
 */
export function wwwRedirectUrl(loc: Pick<Location, 'protocol' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash'>) {
  if (!/^www\./i.test(loc.hostname)) return null;
  const port = loc.port ? `:${loc.port}` : '';
  return `${loc.protocol}//${loc.hostname.slice(4)}${port}${loc.pathname}${loc.search}${loc.hash}`;
}

/** Called at startup: moves www.{domain} to the bare domain. True when the page is leaving. */
export function redirectWwwToBareHost(loc: Location = globalThis.location): boolean {
  const target = loc ? wwwRedirectUrl(loc) : null;
  if (!target) return false;
  loc.replace(target);
  return true;
}
