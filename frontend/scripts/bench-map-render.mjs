/* global document */
// Issue 28 in make bench (internal/bench/frontend.go): the Map tab's first render after the
// edition is loaded. A signed-in visitor has the edition's sets page open (its layout loaded);
// each run goes back there and opens the Map tab from the tab bar. Two figures per run, in ms of
// the page's clock: from the click to the first frame showing the Map screen (its query and its
// chunk included), and from the Map query's answer (the last /graphql response after the
// click) to that frame: the render.
// Usage: node scripts/bench-map-render.mjs SETS_URL SESSION_TOKEN RUNS  -> prints {"total":[...],"render":[...]}
import { launchBrowser } from '../e2e/harness.mjs';

const [setsURL, token, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 5);
const browser = await launchBrowser();
try {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'festival_session', value: token, url: new URL(setsURL).origin }]);
  const page = await context.newPage();
  const total = [];
  const render = [];
  for (let i = 0; i < runs; i++) {
    await page.goto(setsURL);
    await page.getByTestId('set-card').first().waitFor({ timeout: 60_000 });
    const t0 = await page.evaluate(() => performance.now());
    await page.getByRole('link', { name: 'Map', exact: true }).first().click();
    const shown = await page.waitForFunction(() => document.getElementById('my-plan-title') !== null && performance.now(), undefined, {
      polling: 'raf',
      timeout: 30_000,
    });
    const at = await shown.jsonValue();
    const answered = await page.evaluate(
      (from) =>
        Math.max(
          0,
          ...performance
            .getEntriesByType('resource')
            .filter((e) => e.name.endsWith('/graphql') && e.startTime >= from)
            .map((e) => e.responseEnd),
        ),
      t0,
    );
    total.push(at - t0);
    if (answered > 0) render.push(at - answered);
  }
  console.log(JSON.stringify({ total, render }));
} finally {
  await browser.close();
}
