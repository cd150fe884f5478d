// Journey: a new version of the app shell (issue 15, "updates apply on the next visit without
// breaking a running session"). The server serves a copy of the build (FRONTEND_DIR). A page runs
// version 1; then a deployment: the copy becomes version 2 (index.html changes, and the service
// worker no longer precaches some lazy chunks, as if they were renamed) and the server restarts.
// The new worker installs behind the running page and takes over, but the page is not reloaded and
// keeps working: the schedule, never opened before and no longer precached, still loads; offline,
// so does the terms page (the new worker kept the earlier version's files). The next visit runs
// version 2's index.html from the new worker's precache.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_YEAR, journey } from './harness.mjs';
import { poll } from './helpers.mjs';
import { network, waitForAppShell } from './offlineHelpers.mjs';

const BASE = `/festivals/aurora-fields/editions/${DEMO_YEAR}`;

/** Chunks version 2 no longer precaches: the schedule's, the terms page's. */
const DROPPED = ['ScheduleRoute', 'TermsRoute', 'LegalPage'];

/** Turns the build in dir into version 2: a marked index.html, and sw.js to match without DROPPED. */
function deploySecondVersion(dir) {
  const index = join(dir, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('<head>', '<head><meta name="festival-build" content="v2">'));
  const swFile = join(dir, 'sw.js');
  let sw = readFileSync(swFile, 'utf8');
  for (const chunk of DROPPED) {
    const entry = sw.match(new RegExp(`\\{url:"assets/${chunk}-[\\w-]+\\.js",revision:null\\}`));
    assert.ok(entry, `sw.js precaches ${chunk}`);
    sw = sw.replace(`${entry[0]},`, '').replace(`,${entry[0]}`, '');
  }
  writeFileSync(swFile, sw.replace(/(\{url:"index\.html",revision:")[^"]+"/, '$1v2"'));
}

const stillRunning = (page) => page.evaluate(() => window.runningPage === true);

test('a new version installs behind a running page, which keeps working; the next visit runs it', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'festival-dist-'));
  cpSync(new URL('../dist', import.meta.url).pathname, dir, { recursive: true });
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  await journey(
    t,
    async ({ server, context, page }) => {
      await page.goto(server.url + `${BASE}/sets`);
      await page.getByTestId('set-card').first().waitFor();
      await page.getByTestId('cookie-banner').getByRole('button', { name: 'Essential Only' }).click(); // it covers the footer
      await waitForAppShell(page);
      await page.evaluate(() => {
        window.runningPage = true;
        navigator.serviceWorker.addEventListener('controllerchange', () => (window.newWorker = true));
      });

      // The deployment, then the update check the browser makes on its own (navigations, daily).
      await server.restart(() => deploySecondVersion(dir));
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      // The registration's workers are in the timeout's message when the new one never takes over.
      // It claims the page in its activate event, before it is activated: the page's next fetches
      // wait for the end of that event, so the journey waits for it too and says when it hangs.
      await poll(
        () =>
          page.evaluate(async () => {
            const r = await navigator.serviceWorker.getRegistration();
            const url = (w) => w && `${w.state} ${new URL(w.scriptURL).pathname}`;
            return {
              ok: window.newWorker === true && r?.active?.state === 'activated',
              installing: url(r?.installing),
              waiting: url(r?.waiting),
              active: url(r?.active),
            };
          }),
        'the new worker takes over',
      );

      // The running page was not reloaded, and a screen it never opened still loads (its chunk is
      // no longer precached: it comes from the network).
      assert.ok(await stillRunning(page), 'the running page was not reloaded');
      await page.getByRole('link', { name: 'Schedule' }).first().click();
      await page.getByTestId('timeline').waitFor();
      assert.ok(await stillRunning(page), 'opening the schedule did not reload the page');
      assert.equal(await page.locator('meta[name="festival-build"]').count(), 0, 'the running page is still version 1');

      // Offline, a screen it never opened whose files the new precache lacks still opens: the new
      // worker kept the earlier version's files when it installed.
      const net = await network(context);
      await net.offline();
      await page.getByRole('link', { name: 'Terms' }).click();
      await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
      assert.ok(await stillRunning(page), 'opening the terms did not reload the page');

      // The next visit runs version 2, from the new worker's precache (offline too).
      const response = await page.reload();
      assert.ok(response?.fromServiceWorker(), 'the next visit is answered by the service worker');
      await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
      assert.equal(await page.locator('meta[name="festival-build"]').getAttribute('content'), 'v2');
    },
    { FRONTEND_DIR: dir },
  );
});
