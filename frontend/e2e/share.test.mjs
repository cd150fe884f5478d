// Issue 36: share my plan. A visitor (1280 px) saves a plan and shares it from the Map tab; the
// QR code shown decodes (jsQR) to the link; the link opens in a fresh browser context without an
// account at 375 px and shows the plan, with no votes in the HTML or in any request; the visitor
// revokes it in the profile and the link answers a 404 page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import jsQR from 'jsqr';
import { DEMO_YEAR, journey } from './harness.mjs';
import { gql, signInByApi } from './helpers.mjs';

const EDITION = `/festivals/aurora-fields/editions/${DEMO_YEAR}`;

test('share my plan: link, QR code, public page without votes, revoke', async (t) => {
  await journey(
    t,
    async ({ server, browser, page, mail }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(server.url + '/');
      await signInByApi(page, mail, 'sharer');
      const { festival } = await gql(
        page,
        `query($e: String!) { festival(slug: "aurora-fields") { edition(slug: $e) { id timetable { id name timeStart stage { id } } } } }`,
        { e: String(DEMO_YEAR) },
      );
      const edition = festival.edition;
      const timed = edition.timetable.filter((s) => s.timeStart && s.stage).sort((a, b) => Date.parse(a.timeStart) - Date.parse(b.timeStart));
      const [a, b] = [timed[0], timed.find((s) => Date.parse(s.timeStart) > Date.parse(timed[0].timeStart) + 2 * 3600_000) ?? timed[1]];
      await gql(page, 'mutation($i: SetVoteInput!) { setVote(input: $i) { vote } }', { i: { setId: a.id, vote: 'MUST_GO' } });
      await gql(page, 'mutation($i: SavePlanInput!) { savePlan(input: $i) { edition { id } } }', {
        i: { editionId: edition.id, setIds: [a.id, b.id] },
      });

      // Share from the Map tab: the link and its QR code are shown.
      await page.goto(server.url + EDITION + '/map');
      await page.getByRole('button', { name: 'Share my plan' }).click();
      const linkBox = page.getByTestId('share-link');
      await linkBox.waitFor();
      const url = await page.getByLabel('Share link').inputValue();
      assert.match(url, new RegExp(`^${server.url}/p/[A-Za-z0-9_-]{40,}$`));
      const qr = await page.getByRole('img', { name: 'QR code of the share link' }).evaluate(async (img) => {
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const g = canvas.getContext('2d');
        g.drawImage(img, 0, 0);
        const data = g.getImageData(0, 0, canvas.width, canvas.height);
        return { width: data.width, height: data.height, pixels: Array.from(data.data) };
      });
      const decoded = jsQR(Uint8ClampedArray.from(qr.pixels), qr.width, qr.height);
      assert.equal(decoded?.data, url, 'the QR code decodes to the link');

      // A fresh browser, no account, 375 px: the plan, no votes in the HTML or its requests.
      const fresh = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const reader = await fresh.newPage();
      const requests = [];
      const bodies = [];
      reader.on('request', (r) => requests.push(r.url()));
      reader.on('response', async (r) => bodies.push(await r.text().catch(() => '')));
      const resp = await reader.goto(url);
      assert.equal(resp.status(), 200);
      assert.match(resp.headers()['cache-control'] ?? '', /private/);
      await reader.getByRole('heading', { name: /my plan/ }).waitFor();
      await reader.getByText(a.name, { exact: true }).waitFor();
      await reader.getByText(b.name, { exact: true }).waitFor();
      const html = await resp.text();
      assert.match(html, /<meta name="robots" content="noindex/);
      assert.match(html, /property="og:image"/);
      for (const secret of ['Must Go', 'MUST_GO', 'Interested', 'sharer']) {
        assert.ok(!html.includes(secret), `the page holds "${secret}"`);
        assert.ok(!bodies.some((body) => body.includes(secret)), `a response holds "${secret}"`);
      }
      assert.ok(!requests.some((r) => r.includes('/graphql')), `the page asked the API: ${requests.join(', ')}`);
      assert.ok(await reader.evaluate(() => document.documentElement.scrollWidth <= 375), 'no horizontal scroll at 375 px');
      const image = await reader.request.get(url + '.png');
      assert.equal(image.status(), 200);
      assert.equal(image.headers()['content-type'], 'image/png');

      // Listed in the profile with its last open; revoked there, the link answers 404.
      await page.goto(server.url + '/profile');
      const shares = page.getByRole('list', { name: 'Shared links' });
      await shares.getByText(/last opened (?!never)/).waitFor();
      await shares.getByRole('button', { name: 'Revoke' }).click();
      await page.getByText('You have not shared anything.').waitFor();
      const gone = await reader.goto(url);
      assert.equal(gone.status(), 404);
      await reader.getByRole('heading', { name: 'This link is not available' }).waitFor();
      await fresh.close();
    },
    {},
    { mail: true },
  );
});
