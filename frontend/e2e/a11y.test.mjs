// Accessibility and small screens: axe-core (npm, pinned) on the main screens with zero serious
// or critical violations, in both themes (dark, and issue 36's light one, each reached as the
// device's prefers-color-scheme with the theme choice left at 'system'); at 375 px no horizontal page scroll; screenshots at 375 and 1280 px of
// the main screens saved as artifacts (e2e/artifacts/screens/, gitignored); the 404 page and
// its log.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEMO_YEAR, journey } from './harness.mjs';
import { adminEnv, signInAdmin } from './adminHelpers.mjs';
import { gql, poll, signInByApi } from './helpers.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const EDITION = `/festivals/aurora-fields/editions/${DEMO_YEAR}`;
const screens = new URL('./artifacts/screens/', import.meta.url);
// The themes axe checks, each reached as the device's preference (the choice stays 'system').
const THEMES = ['dark', 'light'];


/** Runs axe in the page (evaluated through the DevTools protocol, so the CSP does not apply). */
async function seriousViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary}`) }));
}

/** The main screens, each with what shows once it has loaded. */
function mainScreens(setPath) {
  return [
    { name: 'home', path: '/', ready: (p) => p.getByRole('link', { name: /Aurora Fields/ }).first() },
    { name: 'edition-sets', path: `${EDITION}/sets`, ready: (p) => p.getByRole('button', { name: "Won't Go", pressed: true }).first() },
    { name: 'set-detail', path: setPath, ready: (p) => p.getByRole('button', { name: 'Must Go', pressed: true }).first() },
    { name: 'schedule-list', path: `${EDITION}/schedule/list`, ready: (p) => p.getByRole('heading').first() },
    { name: 'schedule-timeline', path: `${EDITION}/schedule/timeline`, ready: (p) => p.getByRole('heading').first() },
    { name: 'groups', path: '/groups', ready: (p) => p.getByRole('heading', { name: /Groups/ }).first() },
    { name: 'profile', path: '/profile', ready: (p) => p.getByRole('heading', { name: 'Profile' }) },
    { name: 'admin', path: '/admin', ready: (p) => p.getByRole('heading', { name: 'Admin Dashboard' }) },
    { name: 'admin-festivals', path: '/admin/festivals', ready: (p) => p.getByRole('button', { name: 'Add Festival' }) },
    { name: 'admin-artists', path: '/admin/artists', ready: (p) => p.getByRole('heading', { name: 'Admin Dashboard' }) },
    { name: 'admin-analytics', path: '/admin/analytics', ready: (p) => p.getByRole('heading', { name: 'Admin Dashboard' }) },
    { name: 'admin-audit', path: '/admin/audit', ready: (p) => p.getByRole('heading', { name: 'Audit log' }) },
    { name: 'cookie-policy', path: '/cookies', ready: (p) => p.getByRole('heading', { name: 'Cookie Policy' }) },
    { name: 'privacy', path: '/privacy', ready: (p) => p.getByRole('heading', { name: 'Privacy Policy', level: 1 }) },
  ];
}

test('axe finds no serious or critical violations on the main screens in both themes; 375 px has no horizontal scroll; screenshots', async (t) => {
  await journey(
    t,
    async ({ server, page, mail }) => {
      mkdirSync(screens, { recursive: true });
      // A first visit: the banner is part of what axe checks on the home page.
      await page.goto(server.url + '/');
      await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
      const found = {};
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        await page.reload();
        await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme, 'the theme follows the device');
        const withBanner = await seriousViolations(page);
        if (withBanner.length) found[`home with the cookie banner (${theme})`] = withBanner;
      }
      await page.getByRole('button', { name: 'Essential Only' }).click();
      // An admin, so the admin screens are checked too (everyone else is sent away from /admin).
      await signInAdmin(page, mail);

      await page.goto(server.url + `${EDITION}/sets`);
      const firstSet = page.getByTestId('set-card').first().getByRole('heading').getByRole('link');
      await firstSet.waitFor();
      const setPath = new URL(await firstSet.evaluate((a) => a.href)).pathname;
      // The pressed state of each vote button is checked too: the first three sets get a vote
      // each (Must Go on the set page that is checked).
      const slugs = (await page.getByTestId('set-card').getByRole('heading').getByRole('link').evaluateAll((as) => as.map((a) => a.href)))
        .slice(0, 3)
        .map((href) => new URL(href).pathname.split('/').pop());
      for (const [slug, vote] of slugs.map((slug, i) => [slug, ['MUST_GO', 'INTERESTED', 'WONT_GO'][i]])) {
        const { festival } = await gql(page, `query($s: String!) { festival(slug: "aurora-fields") { edition(slug: "${DEMO_YEAR}") { set(slug: $s) { id } } } }`, { s: slug });
        await gql(page, 'mutation($i: SetVoteInput!) { setVote(input: $i) { vote } }', { i: { setId: festival.edition.set.id, vote } });
      }

      const overflow = {};
      for (const theme of THEMES) {
        await page.emulateMedia({ colorScheme: theme });
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
          for (const s of mainScreens(setPath)) {
            await page.goto(server.url + s.path);
            await s.ready(page).waitFor();
            await page.waitForLoadState('networkidle').catch(() => {});
            const where = `${s.name} at ${width}px (${theme})`;
            const shown = await page.evaluate(() => document.documentElement.dataset.theme);
            if (shown !== theme) found[`${where}: the page shows the ${shown} theme`] = [];
            const suffix = theme === 'dark' ? '' : `-${theme}`;
            await page.screenshot({ path: new URL(`${s.name}-${width}${suffix}.png`, screens).pathname, fullPage: true });
            const violations = await seriousViolations(page);
            if (violations.length) found[where] = violations;
            if (width === 375 && theme === 'dark') {
              // The timeline scrolls sideways inside its own box, never the page.
              const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
              if (extra > 0) overflow[s.name] = extra;
            }
          }
        }
      }
      assert.deepEqual(found, {}, `serious or critical axe violations:\n${JSON.stringify(found, null, 2)}`);
      assert.deepEqual(overflow, {}, 'pages wider than a 375 px screen');
    },
    adminEnv,
    { mail: true },
  );
});

test('at 375 px the footer, banner, header, tab bar, profile, sets and set page controls are at least 44 px, and toasts stay above the tab bar', async (t) => {
  await journey(
    t,
    async ({ server, page, mail }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(server.url + '/');
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await banner.waitFor();
      const heights = async (scope) =>
        scope.evaluateAll((els) =>
          els.filter((e) => e.offsetParent !== null).map((e) => [e.textContent.trim(), Math.round(e.getBoundingClientRect().height)]),
        );
      const small = [];
      for (const [name, h] of await heights(banner.locator('button'))) if (h < 44) small.push(`banner ${name}: ${h}px`);
      await banner.getByRole('button', { name: 'Essential Only' }).click();
      for (const [name, h] of await heights(page.locator('footer').locator('a, button'))) if (h < 44) small.push(`footer ${name}: ${h}px`);
      await signInByApi(page, mail, 'touch');
      await page.goto(server.url + '/profile');
      await page.getByRole('heading', { name: 'Profile' }).waitFor();
      for (const [name, h] of await heights(page.locator('main').locator('a, button, input'))) if (h < 44) small.push(`profile ${name}: ${h}px`);

      // Every visible button, link and input: at least 44x44 px. Text links inside a paragraph
      // are excluded (WCAG 2.5.8's inline exception: their size follows the line of text).
      const boxes = async (scope) =>
        scope.evaluateAll((els) =>
          els
            .filter((e) => e.checkVisibility() && !e.closest('p'))
            .map((e) => {
              const r = e.getBoundingClientRect();
              const name = e.getAttribute('aria-label') || e.textContent.trim() || e.getAttribute('placeholder') || e.tagName;
              return [name, Math.round(r.width), Math.round(r.height)];
            }),
        );
      const checkBoxes = async (where, scope) => {
        const found = await boxes(scope.locator('a, button, input, select, textarea, [role="button"]'));
        assert.ok(found.length > 0, `${where}: no controls found to measure`);
        for (const [name, w, h] of found) if (w < 44 || h < 44) small.push(`${where} ${name}: ${w}x${h}px`);
      };
      await checkBoxes('header', page.locator('header'));
      await page.goto(server.url + `${EDITION}/sets`);
      const firstSet = page.getByTestId('set-card').first().getByRole('heading').getByRole('link');
      await firstSet.waitFor();
      await page.waitForLoadState('networkidle').catch(() => {});
      await checkBoxes('sets header', page.locator('header'));
      await checkBoxes('tab bar', page.getByRole('navigation', { name: 'Edition sections' }));
      // Cards off screen skip layout until scrolled near (content-visibility): measure them as
      // they are laid out on screen.
      await page.locator('main li').evaluateAll((els) => els.forEach((e) => e.style.setProperty('content-visibility', 'visible')));
      await checkBoxes('sets page', page.locator('main'));
      await firstSet.click();
      await page.getByRole('group', { name: /^Your vote for/ }).first().waitFor();
      await page.waitForLoadState('networkidle').catch(() => {});
      await checkBoxes('set page', page.locator('main'));
      assert.deepEqual(small, [], `controls under 44 px:\n${small.join('\n')}`);

      // A toast on an edition screen (a saved note) shows whole above the fixed tab bar.
      await page.getByRole('button', { name: 'Add note' }).click();
      await page.getByLabel('Your note').fill('Front left, near the sound desk');
      await page.getByRole('button', { name: 'Save note' }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Note saved' });
      await toast.waitFor();
      const tabBar = page.getByRole('navigation', { name: 'Edition sections' });
      // Polled: the toast slides in from below, so it is clear of the bar only once in place (it
      // goes after 4 s of the page's time: the last place it was seen stays, and is in the failure
      // message).
      let seen = null;
      await poll(async () => {
        const bar = await tabBar.boundingBox();
        seen = (await toast.boundingBox({ timeout: 500 }).catch(() => null)) ?? seen;
        return { ok: seen !== null && bar !== null && seen.y >= 0 && seen.y + seen.height <= bar.y, toast: seen, tabBar: bar };
      }, 'the toast above the tab bar');
    },
    {},
    { mail: true },
  );
});

test('an unknown address shows the 404 page and logs the path', async (t) => {
  await journey(t, async ({ server, page }) => {
    const errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(server.url + '/no/such/page');
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.getByText('Oops! Page not found').waitFor();
    assert.ok(errors.some((e) => e.includes('/no/such/page')), `the missing path is logged: ${errors}`);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('link', { name: /Aurora Fields/ }).first().waitFor();
  });
});
