/* global document */
// T9 of make bench (internal/bench/frontend.go): a cold reload of the sets page with no network,
// until the first set card is on screen. A signed-in visitor (session cookie from the benchmark's
// data) opens the page online once, so the service worker and the saved store are in place; then,
// offline, the page is loaded anew `runs` times. Each figure is the new document's time from its
// navigation start to the first frame with a set card (performance.now() in the page).
// Usage: node scripts/bench-offline-reload.mjs SETS_URL SESSION_TOKEN RUNS  -> prints {"ms":[...]}
import { launchBrowser } from '../e2e/harness.mjs';
import { network, waitForAppShell, waitForSnapshot } from '../e2e/offlineHelpers.mjs';

const [setsURL, token, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 3);
const browser = await launchBrowser();
try {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'festival_session', value: token, url: new URL(setsURL).origin }]);
  const page = await context.newPage();
  await page.goto(setsURL);
  const first = page.getByTestId('set-card').first();
  await first.waitFor({ timeout: 60_000 });
  await waitForAppShell(page);
  await waitForSnapshot(page, [await first.getByRole('heading').innerText()]);
  const net = await network(context);
  await net.offline();
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const response = await page.reload({ waitUntil: 'commit' });
    if (!response?.fromServiceWorker()) throw new Error('the offline reload was not served by the service worker');
    const shown = await page.waitForFunction(
      () => document.querySelector('[data-testid="set-card"]') !== null && performance.now(),
      undefined,
      { polling: 'raf', timeout: 30_000 },
    );
    ms.push(await shown.jsonValue());
  }
  if (net.leaked.length > 0) console.error(`requests stopped while offline: ${net.leaked.length}`);
  console.log(JSON.stringify({ ms }));
} finally {
  await browser.close();
}
