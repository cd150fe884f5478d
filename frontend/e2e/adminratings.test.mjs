// Issue 36, ratings for staff (1280 px): two visitors rate sets of the live edition that have
// ended by the server's clock; an admin opens the edition's Ratings tab (per stage and per set,
// best average first, the CSV), and switches "Show ratings to visitors after the edition" on in
// the edition form. Visitors still see no aggregate: the edition has not ended.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminEnv, expectToast, signInAdmin } from './adminHelpers.mjs';
import { DEMO_YEAR, clockOffset, journey } from './harness.mjs';
import { gql, signInByApi } from './helpers.mjs';

const RATE = 'mutation($i: RateSetInput!) { rateSet(input: $i) { set { id myRating } } }';

test('admin ratings: the Ratings tab, the CSV and the ratingsPublic toggle', async (t) => {
  await journey(
    t,
    async ({ server, browser, page, mail }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(server.url + '/');
      const data = await gql(
        page,
        `query($e: String!) { serverTime festival(slug: "aurora-fields") { id edition(slug: $e) { id name ratingsPublic
          timetable { id name timeEnd stage { id name } } } } }`,
        { e: String(DEMO_YEAR) },
      );
      const now = Date.parse(data.serverTime);
      const { festival } = data;
      const edition = festival.edition;
      assert.equal(edition.ratingsPublic, false);
      const ended = edition.timetable.filter((s) => s.stage && s.timeEnd && Date.parse(s.timeEnd) < now - 60_000).slice(0, 2);
      assert.equal(ended.length, 2, 'two sets of the live edition have ended by the server clock');
      const [best, other] = ended;

      // Two visitors rate: best 5 and 4 (4.5 from 2), other 3 (3.0 from 1).
      const visitors = [];
      for (const [name, ratings] of [
        ['rater_a', [[best, 5], [other, 3]]],
        ['rater_b', [[best, 4]]],
      ]) {
        const context = await browser.newContext();
        const visitor = await context.newPage();
        await visitor.goto(server.url + '/');
        await signInByApi(visitor, mail, name);
        for (const [set, stars] of ratings) {
          const r = await gql(visitor, RATE, { i: { setId: set.id, stars, didNotSee: false } });
          assert.equal(r.rateSet.set.myRating, stars);
        }
        visitors.push(visitor);
      }

      await signInAdmin(page, mail);
      await page.goto(`${server.url}/admin/festivals/${festival.id}/editions/${edition.id}`);
      await page.getByRole('navigation', { name: 'Edition sections' }).getByRole('link', { name: 'Ratings' }).click();
      await page.waitForURL(/\/ratings$/);
      const sets = page.getByRole('table', { name: 'Ratings per set' });
      await sets.waitFor();
      const rows = sets.getByRole('row');
      assert.equal(await rows.count(), 3, 'a header and the two rated sets');
      assert.match(await rows.nth(1).innerText(), new RegExp(`${best.name}[\\s\\S]*4\\.5 ★[\\s\\S]*2`));
      assert.match(await rows.nth(2).innerText(), new RegExp(`${other.name}[\\s\\S]*3\\.0 ★[\\s\\S]*1`));
      await rows.nth(1).getByRole('img', { name: '1 star: 0, 2 stars: 0, 3 stars: 0, 4 stars: 1, 5 stars: 1' }).waitFor();
      await page.getByRole('table', { name: 'Ratings per stage' }).getByText(best.stage.name).waitFor();

      // The CSV link: the export endpoint, with the rated sets.
      const href = await page.getByRole('link', { name: 'Download ratings CSV' }).getAttribute('href');
      assert.match(href, /^\/admin\/export\/ratings\//);
      const csv = await page.evaluate(async (h) => {
        const r = await fetch(h, { credentials: 'same-origin' });
        return { status: r.status, text: await r.text() };
      }, href);
      assert.equal(csv.status, 200);
      assert.ok(csv.text.includes(best.name) && csv.text.includes(other.name), csv.text.slice(0, 500));

      // The toggle in the edition form, saved like the form's other fields.
      await page.goto(`${server.url}/admin/festivals/${festival.id}`);
      const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: edition.name, exact: true }) });
      await row.getByRole('button', { name: 'Edit', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Edition' });
      const toggle = dialog.getByLabel('Show ratings to visitors after the edition');
      assert.equal(await toggle.isChecked(), false);
      await toggle.check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Festival edition updated successfully');
      const after = await gql(page, 'query($id: ID!) { node(id: $id) { ... on Edition { ratingsPublic } } }', { id: edition.id });
      assert.equal(after.node.ratingsPublic, true);
      await row.getByRole('button', { name: 'Edit', exact: true }).click();
      assert.equal(await page.getByRole('dialog', { name: 'Edit Edition' }).getByLabel('Show ratings to visitors after the edition').isChecked(), true);

      // Visitors: no aggregate before the edition ends, even where it is enabled.
      const seen = await gql(visitors[0], 'query($id: ID!) { node(id: $id) { ... on Set { ratingSummary { count } } } }', { id: best.id });
      assert.equal(seen.node.ratingSummary, null);
    },
    { ...adminEnv, CLOCK_OFFSET: clockOffset(0) },
    { mail: true },
  );
});
