// Issue 14: an admin imports a lineup (stages, then sets) from CSV files through the upload
// dialog, sees the progress and the summary, and the sets page lists the imported sets.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminEnv, expectToast, signInAdmin } from './adminHelpers.mjs';
import { journey } from './harness.mjs';
import { gql, poll } from './helpers.mjs';

const lineup = new URL('../../testdata/lineup-small/', import.meta.url).pathname;

test('an admin imports stages and sets from CSV with progress and a summary', async (t) => {
  await journey(
    t,
    async ({ server, page, mail }) => {
      await page.goto(server.url + '/');
      await signInAdmin(page, mail);
      const { createFestival } = await gql(
        page,
        'mutation($i: CreateFestivalInput!) { createFestival(input: $i) { festival { id } } }',
        { i: { name: 'Import Fest', published: true } },
      );
      const festivalId = createFestival.festival.id;
      const { createEdition } = await gql(
        page,
        'mutation($i: CreateEditionInput!) { createEdition(input: $i) { edition { id } } }',
        { i: { festivalId, name: 'Main', year: 2026, timeZone: 'Europe/Amsterdam', published: true } },
      );
      const editionId = createEdition.edition.id;

      await page.goto(`${server.url}/admin/festivals/${encodeURIComponent(festivalId)}/editions/${encodeURIComponent(editionId)}`);
      await page.waitForURL(/\/stages$/);
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import CSV' });

      // Not a CSV file.
      await dialog.getByLabel('Sets CSV').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expectToast(page, 'Please select a CSV file');

      await dialog.getByLabel('Stages CSV').setInputFiles(lineup + 'stages.csv');
      await dialog.getByLabel('Sets CSV').setInputFiles(lineup + 'sets.csv');
      // Record every value the progress bar shows (the dialog closes once all went well).
      await page.evaluate(() => {
        const seen = [];
        window.__progress = seen;
        new MutationObserver(() => {
          const bar = document.querySelector('[role="progressbar"]');
          if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
      });
      await dialog.getByRole('button', { name: 'Import', exact: true }).click();
      await expectToast(page, 'Import successful');
      await expectToast(page, 'Successfully imported 5 stages');
      await expectToast(page, /Successfully imported \d+ sets \(0 errors\)/);
      const progress = await page.evaluate(() => window.__progress);
      assert.ok(progress.length > 0, 'the progress bar was shown');
      assert.ok(Math.max(...progress) >= 50, `progress reached ${Math.max(...progress)}`);

      // The stages are there, and the sets page lists the imported sets.
      await page.getByRole('link', { name: 'Sets', exact: true }).click();
      await page.getByRole('cell', { name: 'Glass Tides', exact: true }).first().waitFor();
      // The visitor's sets page of the (until now empty) edition lists them.
      await page.goto(server.url + '/festivals/import-fest/editions/main/sets');
      await page.getByTestId('set-card').first().waitFor({ timeout: 15_000 });
      await poll(async () => {
        const n = await page.getByTestId('set-card').count();
        return { ok: n >= 30, n };
      }, 'a full first page of imported sets');
    },
    adminEnv,
    { mail: true },
  );
});
