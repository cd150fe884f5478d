// Issues 14 and 26: an admin imports a lineup (stages, then sets) from CSV files: each file is
// previewed row by row before it is applied, the apply shows a spinner with the row count, the
// sets page lists the imported sets, and the last import can be undone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminEnv, expectToast, signInAdmin } from './adminHelpers.mjs';
import { journey } from './harness.mjs';
import { answered, gql, poll } from './helpers.mjs';

const lineup = new URL('../../testdata/lineup-small/', import.meta.url).pathname;

test('an admin previews, applies and undoes a CSV import', async (t) => {
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
      assert.equal(await page.getByRole('button', { name: 'Undo last import' }).count(), 0, 'nothing to undo yet');
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import CSV' });

      // Not a CSV file.
      await dialog.getByLabel('CSV file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expectToast(page, 'Please select a CSV file');

      // Stages: preview (nothing written yet), then apply.
      await dialog.getByLabel('Stages').check();
      await dialog.getByLabel('CSV file').setInputFiles(lineup + 'stages.csv');
      await dialog.getByRole('button', { name: 'Preview' }).click();
      const table = dialog.getByRole('table', { name: 'Import preview' });
      await table.getByRole('cell', { name: 'Main Stage', exact: true }).waitFor();
      await dialog.getByText('5 rows: 5 created, 0 changed, 0 unchanged, 0 errors').waitFor();
      const before = await gql(page, 'query($id: ID!) { node(id: $id) { ... on Edition { stages { id } } } }', { id: editionId });
      assert.equal(before.node.stages.length, 0, 'the preview wrote nothing');
      let applied = answered(page, 'applyImport');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await applied;
      await expectToast(page, 'Import applied');
      await dialog.getByText('Imported 5 stages: 5 created, 0 changed, 0 unchanged').waitFor();

      // "Import another file" empties the file input, so the same file can be previewed again
      // (a browser sends no change for a file input that keeps its file); the preview uses the
      // screen's width: most of it on a desktop, all of it on a phone.
      const fileInput = dialog.getByLabel('CSV file');
      const chosen = () => fileInput.evaluate((input) => input.files.length);
      await dialog.getByRole('button', { name: 'Import another file' }).click();
      assert.equal(await chosen(), 0, 'the file input is empty after "Import another file"');
      assert.ok(await dialog.getByRole('button', { name: 'Preview' }).isDisabled(), 'no file: Preview is disabled');
      await fileInput.setInputFiles(lineup + 'stages.csv');
      await dialog.getByRole('button', { name: 'Preview' }).click();
      await dialog.getByText('5 rows: 0 created, 0 changed, 5 unchanged, 0 errors').waitFor();
      await page.setViewportSize({ width: 1280, height: 900 });
      const wide = await table.boundingBox();
      assert.ok(wide && wide.width >= 1000, `the preview is ${wide?.width} px wide on a 1280 px screen`);
      await page.setViewportSize({ width: 375, height: 812 });
      await poll(async () => {
        const box = await dialog.boundingBox();
        return { ok: box !== null && box.x === 0 && box.width === 375, box };
      }, 'the dialog takes the phone screen\'s width');
      await page.setViewportSize({ width: 1280, height: 900 });
      await dialog.getByRole('button', { name: 'Choose another file' }).click();
      assert.equal(await chosen(), 0, 'the file input is empty after "Choose another file"');

      // Sets: the spinner names the rows while applying.
      await dialog.getByLabel('Sets').check();
      await dialog.getByLabel('CSV file').setInputFiles(lineup + 'sets.csv');
      await dialog.getByRole('button', { name: 'Preview' }).click();
      await dialog.getByText(/^150 rows: 150 created, 0 changed, 0 unchanged, 0 errors$/).waitFor();
      await page.evaluate(() => {
        const seen = [];
        window.__status = seen;
        new MutationObserver(() => {
          const s = document.querySelector('[role="dialog"] [role="status"]');
          if (s) seen.push(s.textContent);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      applied = answered(page, 'applyImport');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await applied; // 150 sets: seconds on a quiet machine, a minute on a busy one
      await expectToast(page, 'Import applied');
      const status = await page.evaluate(() => window.__status);
      assert.ok(status.some((s) => s.includes('Applying 150 rows')), `spinner said ${JSON.stringify(status)}`);
      await dialog.getByText('Imported 150 sets: 150 created, 0 changed, 0 unchanged').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // The sets page lists the imported sets.
      await page.getByRole('link', { name: 'Sets', exact: true }).click();
      await page.getByRole('cell', { name: 'Glass Tides', exact: true }).first().waitFor();
      // Undo the last import (the sets): after confirming, the sets are gone and the button too.
      await page.getByRole('button', { name: 'Undo last import' }).click();
      const undone = answered(page, 'undoImport');
      await page.getByRole('alertdialog', { name: 'Undo last import' }).getByRole('button', { name: 'Undo import' }).click();
      await undone; // the toast follows the mutation's answer (72 s on a loaded machine)
      await expectToast(page, 'Import undone');
      await poll(async () => {
        const n = await page.getByRole('cell', { name: 'Glass Tides', exact: true }).count();
        return { ok: n === 0, n };
      }, 'the undone sets leave the table');
      // The edition's audit log tells the imports and the undo in words.
      await page.goto(`${server.url}/admin/editions/${encodeURIComponent(editionId)}/audit?kind=IMPORT`);
      await page.getByText('Imported sets.csv: 150 created', { exact: true }).waitFor();
      await page.getByText('Imported stages.csv: 5 created', { exact: true }).waitFor();
      await page.getByText(/^Undid the import of sets\.csv: 150 rows restored(; \d+ new artists archived)?$/).waitFor();

      // The visitor's sets page of the edition is empty again.
      await page.goto(server.url + '/festivals/import-fest/editions/main/sets');
      await page.waitForLoadState('networkidle');
      assert.equal(await page.getByTestId('set-card').count(), 0, 'no set cards after the undo');
    },
    adminEnv,
    { mail: true },
  );
});
