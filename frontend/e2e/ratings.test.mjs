// Issue 36: ratings and the recap. A visitor (375 px) rates a set that has ended while offline,
// reloads (the offline shell and the saved store), comes back online: the server holds one
// rating. The recap (1280 px) of last year's edition, which ended long before the server's clock
// (CLOCK_OFFSET: the journeys' clock), lists the planned and rated sets and shares like the plan.
// The recap of the live edition, after the server's clock moves past its end: afterfestival.test.mjs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO_YEAR, clockOffset, journey } from './harness.mjs';
import { gql, poll, signInByApi } from './helpers.mjs';
import { network, sql, waitForAppShell, waitForSnapshot } from './offlineHelpers.mjs';

const EDITION = `/festivals/aurora-fields/editions/${DEMO_YEAR}`;

test('rate a set offline, once; the recap after the edition', async (t) => {
  await journey(
    t,
    async ({ server, browser, context, page, mail }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(server.url + '/');
      const me = await signInByApi(page, mail, 'rater');
      const data = await gql(
        page,
        `query($e: String!) { serverTime festival(slug: "aurora-fields") { edition(slug: $e) {
          timetable { id slug name timeStart timeEnd } } } }`,
        { e: String(DEMO_YEAR) },
      );
      const now = Date.parse(data.serverTime);
      const ended = data.festival.edition.timetable.find((s) => s.timeEnd && Date.parse(s.timeEnd) < now - 60_000);
      assert.ok(ended, 'a set of the live edition has ended by the server clock');

      // The set page online first (the shell and the store are saved), then offline.
      await page.goto(`${server.url}${EDITION}/sets/${ended.slug}`);
      const stars = page.getByRole('group', { name: 'Your rating' });
      await stars.waitFor();
      await waitForAppShell(page);
      await waitForSnapshot(page, [ended.id, 'canRate']);
      const net = await network(context);
      await net.offline();
      await stars.getByRole('button', { name: '4 stars' }).click();
      await poll(async () => ({ ok: (await stars.getByRole('button', { name: '4 stars' }).getAttribute('aria-pressed')) === 'true' }), 'the rating shown offline');
      await page.getByTestId('sync-status').getByText('1 unsynced').waitFor();
      await page.reload();
      await page.getByTestId('sync-status').getByText('1 unsynced').waitFor();
      assert.equal(sql(server.dbURL, `SELECT count(*) FROM set_ratings r JOIN users u ON u.id = r.user_id WHERE u.email = '${me.email}'`), '0');
      await net.online();
      await poll(async () => ({ ok: (await page.getByTestId('sync-status').count()) === 0 }), 'the outbox drained');
      // A second replay attempt (another reload online) sends nothing more: one rating.
      await page.reload();
      await page.getByRole('group', { name: 'Your rating' }).getByRole('button', { name: '4 stars', pressed: true }).waitFor();
      assert.equal(
        sql(server.dbURL, `SELECT count(*) || ':' || min(stars) FROM set_ratings r JOIN users u ON u.id = r.user_id WHERE u.email = '${me.email}'`),
        '1:4',
      );

      // The recap of last year's edition (over by the server's clock), at 1280 px.
      const past = String(DEMO_YEAR - 1);
      const last = await gql(page, `query($e: String!) { festival(slug: "aurora-fields") { edition(slug: $e) { id timetable { id name timeStart stage { id } } } } }`, { e: past });
      const sets = last.festival.edition.timetable.filter((s) => s.timeStart && s.stage).slice(0, 2);
      await gql(page, 'mutation($i: SavePlanInput!) { savePlan(input: $i) { edition { id } } }', {
        i: { editionId: last.festival.edition.id, setIds: sets.map((s) => s.id) },
      });
      const wide = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: await context.storageState() });
      const desk = await wide.newPage();
      const deskErrors = [];
      desk.on('pageerror', (e) => deskErrors.push(String(e)));
      await desk.goto(`${server.url}/festivals/aurora-fields/editions/${past}/recap`);
      const figures = desk.getByRole('definition');
      await desk
        .getByRole('heading', { name: /recap/ })
        .waitFor()
        .catch(async (err) => {
          await desk.screenshot({ path: new URL('./artifacts/recap-desk.png', import.meta.url).pathname }).catch(() => {});
          throw new Error(`${err}\npage errors: ${deskErrors.join('\n')}\n${(await desk.content()).slice(0, 3000)}`);
        });
      await desk.getByText('Sets seen').waitFor();
      assert.equal(await figures.first().innerText(), '2');
      for (const s of sets) await desk.getByRole('link', { name: s.name, exact: true }).waitFor();
      // Shareable like the plan.
      await desk.getByRole('button', { name: 'Share my recap' }).click();
      const url = await desk.getByLabel('Share link').inputValue();
      const reader = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
      const resp = await reader.goto(url);
      assert.equal(resp.status(), 200);
      await reader.getByRole('heading', { name: /my recap/ }).waitFor();
      await reader.getByText(sets[0].name, { exact: true }).waitFor();
      await wide.close();
    },
    { CLOCK_OFFSET: clockOffset(0) },
    { mail: true },
  );
});
