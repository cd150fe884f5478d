import { describe, expect, it } from 'vitest';
import {
  classifyHost,
  editionBasePath,
  festivalPath,
  festivalRedirectUrl,
  festivalSubdomainUrl,
  readAppDomain,
  usesFestivalSubdomains,
  type HostInfo,
} from './host';

function docWithMeta(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.setAttribute('name', 'app-domain');
    meta.setAttribute('content', content);
    doc.head.append(meta);
  }
  return doc;
}

describe('readAppDomain', () => {
  it('falls back to localhost while the placeholder is unreplaced', () => {
    expect(readAppDomain(docWithMeta('__APP_DOMAIN__'))).toBe('localhost');
  });
  it('falls back to localhost without the meta tag', () => {
    expect(readAppDomain(docWithMeta(null))).toBe('localhost');
  });
  it('reads the domain the server wrote', () => {
    expect(readAppDomain(docWithMeta('Festivals.Example'))).toBe('festivals.example');
  });
});

describe('classifyHost', () => {
  const domain = 'festivals.example';
  it('treats the bare domain and www as the main site', () => {
    expect(classifyHost('festivals.example', domain)).toEqual({ kind: 'main', appDomain: domain });
    expect(classifyHost('www.festivals.example', domain)).toEqual({ kind: 'main', appDomain: domain });
    expect(classifyHost('WWW.Festivals.Example:8080', domain).kind).toBe('main');
  });
  it('reads the festival slug from a subdomain', () => {
    expect(classifyHost('boomtown.festivals.example', domain)).toEqual({
      kind: 'festival',
      appDomain: domain,
      festivalSlug: 'boomtown',
    });
  });
  it('works with localhost in development', () => {
    expect(classifyHost('localhost', 'localhost').kind).toBe('main');
    expect(classifyHost('summer-fest.localhost', 'localhost')).toMatchObject({
      kind: 'festival',
      festivalSlug: 'summer-fest',
    });
  });
  it('does not take deeper names or foreign hosts as festivals', () => {
    expect(classifyHost('a.b.festivals.example', domain).kind).toBe('other');
    expect(classifyHost('festivals.example.evil.test', domain).kind).toBe('other');
    expect(classifyHost('notfestivals.example', domain).kind).toBe('other');
    expect(classifyHost('127.0.0.1', 'localhost').kind).toBe('other');
  });
});

describe('paths', () => {
  const main: HostInfo = { kind: 'main', appDomain: 'localhost' };
  const sub: HostInfo = { kind: 'festival', appDomain: 'localhost', festivalSlug: 'fest' };
  it('prefixes festival paths on the main site', () => {
    expect(festivalPath('fest', main)).toBe('/festivals/fest');
    expect(editionBasePath('fest', '2026', main)).toBe('/festivals/fest/editions/2026');
  });
  it('drops the festival prefix on its own subdomain', () => {
    expect(festivalPath('fest', sub)).toBe('/');
    expect(editionBasePath('fest', '2026', sub)).toBe('/editions/2026');
  });
  it('keeps the prefix for another festival on a subdomain', () => {
    expect(editionBasePath('other', '2026', sub)).toBe('/festivals/other/editions/2026');
  });
  it('builds subdomain addresses keeping scheme and port', () => {
    expect(festivalSubdomainUrl('fest', 'localhost', '/', { protocol: 'http:', port: '8080' })).toBe(
      'http://fest.localhost:8080/',
    );
    expect(festivalSubdomainUrl('fest', 'festivals.example', '/', { protocol: 'https:', port: '' })).toBe(
      'https://fest.festivals.example/',
    );
  });
});

describe('subdomain and www addresses', () => {
  it('maps main-site festival paths to the subdomain path', async () => {
    const { subdomainPathFor } = await import('./host');
    expect(subdomainPathFor('fest', '/festivals/fest/editions/2026/sets/x')).toBe('/editions/2026/sets/x');
    expect(subdomainPathFor('fest', '/festivals/fest')).toBe('/');
    expect(subdomainPathFor('fest', '/festivals/fest/')).toBe('/');
    expect(subdomainPathFor('fest', '/festivals/festival/editions/1')).toBeNull();
    expect(subdomainPathFor('fest', '/groups')).toBeNull();
  });

  it('redirects www to the bare host keeping path, query and hash', async () => {
    const { wwwRedirectUrl } = await import('./host');
    const loc = { protocol: 'https:', port: '', pathname: '/festivals/a', search: '?sort=name-asc', hash: '#x' };
    expect(wwwRedirectUrl({ ...loc, hostname: 'www.festivals.example' })).toBe(
      'https://festivals.example/festivals/a?sort=name-asc#x',
    );
    expect(wwwRedirectUrl({ ...loc, hostname: 'www.localhost', protocol: 'http:', port: '8080' })).toBe(
      'http://localhost:8080/festivals/a?sort=name-asc#x',
    );
    expect(wwwRedirectUrl({ ...loc, hostname: 'festivals.example' })).toBeNull();
    expect(wwwRedirectUrl({ ...loc, hostname: 'aurora.festivals.example' })).toBeNull();
  });
});

describe('festival addresses of the main site on a real domain', () => {
  const main: HostInfo = { kind: 'main', appDomain: 'festivals.example' };
  const at = (pathname: string, search = '', hash = '', protocol = 'https:', port = '') => ({
    protocol,
    port,
    pathname,
    search,
    hash,
  });

  it('move to the festival subdomain keeping the edition, set or schedule path, query and hash', () => {
    expect(festivalRedirectUrl(main, at('/festivals/aurora'))).toBe('https://aurora.festivals.example/');
    expect(festivalRedirectUrl(main, at('/festivals/aurora/'))).toBe('https://aurora.festivals.example/');
    expect(festivalRedirectUrl(main, at('/festivals/aurora/editions/2026'))).toBe(
      'https://aurora.festivals.example/editions/2026',
    );
    expect(
      festivalRedirectUrl(main, at('/festivals/aurora/editions/2026/sets', '?sort=name-asc&stages=S1&invite=t', '#top')),
    ).toBe('https://aurora.festivals.example/editions/2026/sets?sort=name-asc&stages=S1&invite=t#top');
    expect(festivalRedirectUrl(main, at('/festivals/aurora/editions/2026/sets/night-owls'))).toBe(
      'https://aurora.festivals.example/editions/2026/sets/night-owls',
    );
    expect(festivalRedirectUrl(main, at('/festivals/aurora/editions/2026/schedule/list', '?day=2026-07-17'))).toBe(
      'https://aurora.festivals.example/editions/2026/schedule/list?day=2026-07-17',
    );
    // Scheme and port of the page.
    expect(festivalRedirectUrl(main, at('/festivals/aurora/editions/2026', '', '', 'http:', '8080'))).toBe(
      'http://aurora.festivals.example:8080/editions/2026',
    );
  });

  it('move from www and from another festival subdomain too', () => {
    const sub: HostInfo = { kind: 'festival', appDomain: 'festivals.example', festivalSlug: 'other' };
    expect(festivalRedirectUrl(sub, at('/festivals/aurora/editions/2026'))).toBe(
      'https://aurora.festivals.example/editions/2026',
    );
  });

  it('stay on localhost, *.localhost, IP addresses and foreign hosts', () => {
    const path = at('/festivals/aurora/editions/2026');
    expect(festivalRedirectUrl({ kind: 'main', appDomain: 'localhost' }, path)).toBeNull();
    expect(festivalRedirectUrl({ kind: 'festival', appDomain: 'localhost', festivalSlug: 'x' }, path)).toBeNull();
    expect(festivalRedirectUrl({ kind: 'main', appDomain: 'fest.localhost' }, path)).toBeNull();
    expect(festivalRedirectUrl({ kind: 'main', appDomain: '10.0.0.1' }, path)).toBeNull();
    expect(festivalRedirectUrl({ kind: 'other', appDomain: 'festivals.example' }, path)).toBeNull();
    expect(usesFestivalSubdomains({ kind: 'main', appDomain: 'localhost' })).toBe(false);
    expect(usesFestivalSubdomains(main)).toBe(true);
  });

  it('leave other addresses and slugs that cannot be host names alone', () => {
    expect(festivalRedirectUrl(main, at('/groups'))).toBeNull();
    expect(festivalRedirectUrl(main, at('/festivals'))).toBeNull();
    expect(festivalRedirectUrl(main, at('/festivals/evil.test%2F'))).toBeNull();
    expect(festivalRedirectUrl(main, at('/festivals/a.b/editions/1'))).toBeNull();
    expect(festivalRedirectUrl(main, at('/festivals/Aurora'))).toBeNull();
  });
});
