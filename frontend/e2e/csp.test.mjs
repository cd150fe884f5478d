// The Content-Security-Policy allows no inline style but index.html's own <style> elements (by
// hash): no 'unsafe-inline' in style-src (issue 34). The app's screens and a dialog (Radix locks
// the page's scroll with a style sheet) run without one violation; sonner's and Radix's styles
// are constructed style sheets (vite.config.ts), React's style props go through the CSSOM, and
// zod no longer probes eval.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { journey } from './harness.mjs';
import { adminEnv, signInAdmin } from './adminHelpers.mjs';

const EDITION = '/festivals/aurora-fields/editions/2026';

/** Collects the page's CSP violations (securitypolicyviolation events) from its first script on. */
async function watchViolations(context) {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push(`${e.violatedDirective}: ${e.blockedURI || 'inline'} ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
    );
  });
}

const violations = (page) => page.evaluate(() => window.__cspViolations ?? []);

test("style-src has no 'unsafe-inline'; the main screens and a dialog report no CSP violation", async (t) => {
  await journey(
    t,
    async ({ server, browser, mail }) => {
      const res = await fetch(server.url + '/');
      const csp = res.headers.get('content-security-policy') ?? '';
      const styleSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('style-src ')) ?? '';
      assert.match(styleSrc, /^style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/, `style-src: ${styleSrc}`);
      assert.doesNotMatch(csp, /unsafe-inline/, csp);

      const context = await browser.newContext({ serviceWorkers: 'block' });
      await watchViolations(context);
      const page = await context.newPage();
      const found = {};
      const check = async (name) => {
        const v = await violations(page);
        if (v.length) found[name] = v;
      };

      // A first visit: the banner, then its Preferences dialog (a Radix dialog: scroll lock).
      await page.goto(server.url + '/');
      await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
      await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Preferences' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const locked = await page.evaluate(() => getComputedStyle(document.body).overflow);
      assert.equal(locked, 'hidden', "the dialog's scroll lock applies");
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Essential Only' }).click();
      await check('home, the banner and its dialog');

      // sonner's stylesheet is on the page, as a constructed style sheet.
      const sonner = await page.evaluate(() =>
        document.adoptedStyleSheets.some((s) => [...s.cssRules].some((r) => r.cssText.includes('[data-sonner-toaster]'))),
      );
      assert.ok(sonner, "sonner's styles are adopted");
      await signInAdmin(page, mail);
      await page.goto(server.url + `${EDITION}/sets`);
      const firstSet = page.getByTestId('set-card').first().getByRole('heading').getByRole('link');
      await firstSet.waitFor();
      await check('sets');
      const setPath = new URL(await firstSet.evaluate((a) => a.href)).pathname;
      for (const [name, path] of [
        ['set page', setPath],
        ['schedule list', `${EDITION}/schedule/list`],
        ['schedule timeline', `${EDITION}/schedule/timeline`],
        ['map', `${EDITION}/map`],
        ['groups', '/groups'],
        ['profile', '/profile'],
        ['admin', '/admin'],
        ['admin festivals', '/admin/festivals'],
        ['admin audit', '/admin/audit'],
        ['cookie policy', '/cookies'],
      ]) {
        await page.goto(server.url + path);
        await page.getByRole('heading').first().waitFor();
        await page.waitForLoadState('networkidle').catch(() => {});
        await check(name);
      }
      assert.deepEqual(found, {}, `CSP violations:\n${JSON.stringify(found, null, 2)}`);
      await context.close();
    },
    adminEnv,
    { mail: true },
  );
});
