// The first paint does not wait for JavaScript (issue 27): index.html carries the shell (header,
// edition tabs, the consent banner of a first visit, loading placeholders), the app takes it over
// without a second header or banner and without console errors (a CSP violation of the inline
// scripts would be one), and a visitor who has answered the banner never sees it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_YEAR, journey } from './harness.mjs';

const SETS = `/festivals/aurora-fields/editions/${DEMO_YEAR}/sets`;

/** Console errors and CSP violations of a page, collected from its start. */
function watchErrors(page) {
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

test('with JavaScript off, the sets address shows the header and the consent banner', async (t) => {
  await journey(t, async ({ server, browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + SETS);
    await page.getByRole('banner').getByRole('link', { name: 'Festival Voting' }).waitFor();
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    assert.ok(await banner.isVisible(), 'the consent banner shows');
    assert.match(await banner.innerText(), /We use only essential cookies/);
    assert.equal(await page.getByRole('main').count(), 1);
    // Without the inline script the edition's placeholders stay hidden; the page says why.
    assert.match(await page.getByRole('main').innerText(), /needs JavaScript/);
    await context.close();
  });
});

test('the app takes the shell over: one header, one banner, its tabs, no console errors', async (t) => {
  await journey(t, async ({ server, browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // What the HTML paints before any script of the app: the edition's shell.
    let shellSeen = null;
    await page.route('**/assets/main-*.js', async (route) => {
      shellSeen ??= await page.evaluate(() => ({
        edition: document.documentElement.classList.contains('edition-route'),
        banner: Boolean(document.querySelector('#static-consent')?.checkVisibility()),
        tabs: document.querySelectorAll('nav[aria-label="Edition sections"]').length,
      }));
      await route.continue();
    });
    await page.goto(server.url + SETS);
    await page.getByTestId('set-card').first().waitFor();
    assert.deepEqual(shellSeen, { edition: true, banner: true, tabs: 1 }, 'the static shell before the app ran');
    assert.equal(await page.locator('header').count(), 1, 'one header');
    assert.equal(await page.getByRole('region', { name: 'Cookie consent' }).count(), 1, 'one banner');
    assert.equal(await page.locator('#static-consent').count(), 0, 'the static banner is gone');
    assert.equal(await page.getByRole('navigation', { name: 'Edition sections' }).count(), 1, 'one tab bar');
    assert.equal(await page.getByRole('link', { name: 'Vote' }).count(), 1, 'the tabs are links now');
    await page.getByRole('button', { name: 'Essential Only' }).click();
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor({ state: 'detached' });
    assert.deepEqual(errors, [], 'console errors');
    await context.close();
  });
});

test('a visitor who has answered never sees the banner, not even before the app runs', async (t) => {
  await journey(t, async ({ server, browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(server.url + '/cookies');
    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor({ state: 'detached' });

    // Every frame of the next visit: the banner is never visible (checked from the first script
    // run on, and at the moment the app's entry is requested, when only the HTML has painted).
    await context.addInitScript(() => {
      window.__bannerSeen = false;
      const check = () => {
        const el = document.querySelector('[aria-label="Cookie consent"]');
        if (el && el.checkVisibility()) window.__bannerSeen = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    let staticVisible = null;
    await page.route('**/assets/main-*.js', async (route) => {
      staticVisible ??= await page.evaluate(() => Boolean(document.querySelector('#static-consent')?.checkVisibility()));
      await route.continue();
    });
    await page.goto(server.url + SETS);
    await page.getByTestId('set-card').first().waitFor();
    // A few more frames after the list (counted, not timed: a busy machine paints fewer per second).
    await page.evaluate(
      () => new Promise((resolve) => {
        let frames = 0;
        const next = () => (++frames >= 10 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    );
    assert.equal(staticVisible, false, 'the static banner was hidden before the app ran');
    assert.equal(await page.evaluate(() => window.__bannerSeen), false, 'the banner showed in some frame');
    assert.equal(await page.getByRole('region', { name: 'Cookie consent' }).count(), 0);
    assert.deepEqual(errors, [], 'console errors');
    await context.close();
  });
});

test('Accept All pressed on the static banner before the app runs survives a reload', async (t) => {
  await journey(t, async ({ server, browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The app's entry is held: only the HTML and its inline scripts run.
    const held = [];
    await page.route('**/assets/main-*.js', (route) => {
      held.push(route);
    });
    await page.goto(server.url + SETS, { waitUntil: 'domcontentloaded' }); // the held entry would hold 'load'
    const staticBanner = page.locator('#static-consent');
    await staticBanner.getByRole('button', { name: 'Accept All' }).click();
    await staticBanner.waitFor({ state: 'hidden' });
    assert.equal(held.length, 1, 'the app had not started');
    assert.equal(await page.evaluate(() => document.querySelector('[data-testid="cookie-banner"]')), null, "no app's banner yet");

    // Reload at once (the app never ran): in no frame of the new page does a banner show.
    await page.unroute('**/assets/main-*.js');
    for (const route of held) await route.abort().catch(() => {});
    await context.addInitScript(() => {
      window.__bannerSeen = false;
      const check = () => {
        const el = document.querySelector('[aria-label="Cookie consent"]');
        if (el && el.checkVisibility()) window.__bannerSeen = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await page.reload();
    await page.getByTestId('set-card').first().waitFor();
    assert.equal(await page.evaluate(() => window.__bannerSeen), false, 'the banner came back');
    assert.equal(await page.getByRole('region', { name: 'Cookie consent' }).count(), 0);
    const record = await page.evaluate(() => JSON.parse(localStorage.getItem('gdpr-consent') ?? 'null'));
    assert.equal(record?.analytics, true, 'Accept All was saved');
    assert.deepEqual(
      errors.filter((e) => !/ERR_FAILED|net::/.test(e)),
      [],
      'console errors',
    );
    await context.close();
  });
});
