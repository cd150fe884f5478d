// index.html carries a static copy of the app's first screen (header, consent banner, an edition's
// loading placeholders) so the first paint does not wait for JavaScript. The app's own first render
// (the router's HydrateFallback, AppShellFallback) replaces it: these tests keep the copy equal to
// what the components render, so the swap neither flashes nor shifts.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { setConsentController } from '../components/consent/consentStore';
import { CONSENT_KEY, CONSENT_VERSION, consentStorage, loadConsent } from '../components/consent/consent';
import { currentHost } from '../lib/host';
import { AppShellFallback, isEditionPath } from '../components/layout/AppShell';

const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');
const shellDoc = new DOMParser().parseFromString(html, 'text/html');

/**
 * An element's markup with its text trimmed and whitespace-only text left out: index.html is
 * indented (the way its formatter keeps the rendering), React's output is not.
 */
function normalized(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  const walker = copy.ownerDocument.createTreeWalker(copy, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_COMMENT);
  const drop: Node[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (n.nodeType === Node.COMMENT_NODE || text === '') drop.push(n);
    else n.textContent = text;
  }
  drop.forEach((n) => n.parentNode?.removeChild(n));
  return copy.outerHTML;
}

function renderFallback(path: string) {
  localStorage.clear();
  setConsentController(null);
  const router = createMemoryRouter([{ path: '*', Component: AppShellFallback }], { initialEntries: [path] });
  render(
    <RelayEnvironmentProvider environment={createMockEnvironment()}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
}

/** The static element and the app's, compared as markup. */
function expectSameMarkup(staticEl: Element | null, appEl: Element | null) {
  expect(staticEl, 'in index.html').not.toBeNull();
  expect(appEl, 'rendered by the app').not.toBeNull();
  expect(normalized(staticEl!)).toBe(normalized(appEl!));
}

afterEach(() => setConsentController(null));

describe("index.html's static shell", () => {
  it("is the app's first screen on an edition's address: header, banner and placeholders", async () => {
    renderFallback('/festivals/f/editions/e/sets');
    await screen.findByText('Loading festival...');
    const page = document.querySelector('#main')!.parentElement!;
    expectSameMarkup(shellDoc.querySelector('#root header'), page.querySelector('header'));
    // The static banner has an id for the inline script's rule; the app's a test id.
    const banner = shellDoc.querySelector('#static-consent')!.cloneNode(true) as Element;
    banner.removeAttribute('id');
    const appBanner = page.querySelector('[data-testid="cookie-banner"]')!.cloneNode(true) as Element;
    appBanner.removeAttribute('data-testid');
    expectSameMarkup(banner, appBanner);
    expectSameMarkup(shellDoc.querySelector('#root .static-edition > *'), page.querySelector('#main > *'));
    expect(shellDoc.querySelector('#root > div')!.className).toBe(page.className.trim());
  });

  it("is the app's first screen elsewhere: a loading line", async () => {
    renderFallback('/groups');
    await screen.findByText('Loading...');
    expectSameMarkup(shellDoc.querySelector('#root .static-other > *'), document.querySelector('#main > *'));
  });

  it("holds the landmarks and the banner before the app's script", () => {
    const root = html.indexOf('<div id="root">');
    const entry = html.indexOf('<script type="module"');
    expect(root).toBeGreaterThan(html.indexOf('<body'));
    for (const landmark of [
      '<header',
      '<main',
      '<nav',
      'aria-label="Cookie consent"',
      'We use only essential cookies',
    ]) {
      const at = html.indexOf(landmark, root);
      expect(at, landmark).toBeGreaterThan(root);
      expect(at, landmark).toBeLessThan(entry);
    }
  });

  it("tells an edition's address as the app does", () => {
    const script = shellDoc.querySelector('head script:not([src])')!.textContent!;
    const pattern = /\.test\(location\.pathname\)/.test(script) ? script.match(/\/(\\\/editions.*?)\/\.test/)![1] : '';
    const re = new RegExp(pattern);
    for (const path of [
      '/festivals/f/editions/e/sets',
      '/editions/e',
      '/editions/e/sets/s',
      '/',
      '/groups',
      '/festivals/f',
    ]) {
      expect(re.test(path), path).toBe(isEditionPath(path));
    }
  });

  it('reads the consent record where the app keeps it, of the current version', () => {
    const script = shellDoc.querySelector('head script:not([src])')!.textContent!;
    expect(script).toContain(`'${CONSENT_KEY}'`);
    expect(script).toContain(`${CONSENT_KEY}=`);
    expect(script).toContain(`'${CONSENT_VERSION}'`);
  });

  it("saves a press on the static banner in the app's own record, before the app runs", () => {
    localStorage.clear();
    document.documentElement.classList.remove('consent-given');
    const script = shellDoc.querySelector('head script:not([src])')!.textContent!;
    new Function(script)(); // as the page runs it: the IIFE over document.documentElement
    const banner = document.createElement('section');
    banner.id = 'static-consent';
    banner.innerHTML = '<button type="button"> Essential Only </button><button type="button"> Accept All </button>';
    document.body.appendChild(banner);
    try {
      for (const [name, all] of [
        ['Essential Only', false],
        ['Accept All', true],
      ] as const) {
        [...banner.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!.click();
        const { consent, reason } = loadConsent(consentStorage(currentHost(), false));
        expect(reason, name).toBeNull();
        expect(consent, name).toMatchObject({ essential: true, analytics: all, preferences: all, marketing: all });
        expect(document.documentElement.classList.contains('consent-given')).toBe(true);
      }
    } finally {
      banner.remove();
      document.documentElement.classList.remove('consent-given', 'edition-route');
      localStorage.clear();
      delete (window as { __staticConsent?: string }).__staticConsent;
    }
  });
});
