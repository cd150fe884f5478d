// Issue 13: an admin builds a festival from nothing in the admin UI; a visitor's open sets page
// follows live (a new set appears, an archived one disappears) without a reload.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminEnv, expectToast, signInAdmin } from './adminHelpers.mjs';
import { journey } from './harness.mjs';
import { setCard } from './helpers.mjs';

test('an admin creates and publishes a festival with a set; a visitor sees it appear and go live', async (t) => {
  await journey(
    t,
    async ({ server, browser, page, mail }) => {
      await page.goto(server.url + '/');
      await signInAdmin(page, mail);

      // A visitor cannot open the dashboard.
      const visitorContext = await browser.newContext();
      const visitor = await visitorContext.newPage();
      await visitor.goto(server.url + '/admin/festivals');
      await visitor.waitForURL(server.url + '/');

      await page.goto(server.url + '/admin/festivals');
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      assert.equal(await page.getByRole('tab', { name: 'Festival Management' }).getAttribute('aria-selected'), 'true');

      // Festival: the slug follows the name.
      await page.getByRole('button', { name: 'Add Festival' }).click();
      const festivalDialog = page.getByRole('dialog', { name: 'Add Festival' });
      await festivalDialog.getByLabel('Name').fill('Lake Sounds 2026!');
      assert.equal(await festivalDialog.getByLabel('Slug').inputValue(), 'lake-sounds-2026');
      await festivalDialog.getByLabel('Published').check();
      await festivalDialog.getByRole('button', { name: 'Create Festival' }).click();
      await expectToast(page, 'Festival created successfully');

      // Edition, first as a draft.
      await page.getByRole('link', { name: 'Lake Sounds 2026!' }).click();
      await page.getByRole('button', { name: 'Add Edition' }).click();
      const editionDialog = page.getByRole('dialog', { name: 'Add Edition' });
      await editionDialog.getByLabel('Name').fill('Summer');
      assert.equal(await editionDialog.getByLabel('Year').inputValue(), String(new Date().getFullYear()));
      await editionDialog.getByLabel('Time zone').selectOption('Europe/Amsterdam');
      await editionDialog.getByRole('button', { name: 'Create Edition' }).click();
      await expectToast(page, 'Festival edition created successfully');
      await page.getByText('Draft').first().waitFor();

      // Publish it.
      await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Edition' });
      await editDialog.getByLabel('Published').check();
      await editDialog.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Festival edition updated successfully');

      // Stage ("Stage name is required" first).
      await page.getByRole('link', { name: 'Summer' }).click();
      await page.waitForURL(/\/editions\/[^/]+\/stages$/);
      const editionURL = page.url().replace(/\/stages$/, '');
      await page.getByText('No stages found for the selected edition.').waitFor();
      await page.getByRole('button', { name: 'Add Stage' }).click();
      await page.getByText('Stage name is required').waitFor();
      await page.getByPlaceholder('Stage name').fill('Lakeside');
      await page.getByRole('button', { name: 'Add Stage' }).click();
      await expectToast(page, 'Stage created successfully');

      // Artist.
      await page.getByRole('tab', { name: 'Artists' }).click();
      await page.waitForURL(/\/admin\/artists$/);
      await page.getByRole('button', { name: 'Add Artist' }).click();
      const artistDialog = page.getByRole('dialog', { name: 'Add Artist' });
      await artistDialog.getByLabel('Name').fill('Quiet Harbor');
      await artistDialog.getByLabel('Spotify URL').fill('not a url');
      await artistDialog.getByRole('button', { name: 'Create Artist' }).click();
      await artistDialog.getByText('Please enter a valid URL').waitFor();
      await artistDialog.getByLabel('Spotify URL').fill('');
      await artistDialog.getByRole('button', { name: 'Create Artist' }).click();
      await expectToast(page, 'Artist created successfully');

      // The visitor opens the (published) edition's sets page.
      await visitor.goto(server.url + '/festivals/lake-sounds-2026/editions/summer/sets');
      await visitor.getByText('Summer').first().waitFor();

      // Set: its name comes from the artist.
      await page.goto(editionURL + '/sets');
      await page.getByText('No sets found for the selected edition.').waitFor();
      await page.getByRole('button', { name: 'Add Set' }).click();
      const setDialog = page.getByRole('dialog', { name: 'Add Set' });
      await setDialog.getByLabel('Search artists').fill('Quiet');
      await setDialog.getByRole('button', { name: 'Quiet Harbor' }).click();
      assert.equal(await setDialog.getByLabel('Name').inputValue(), 'Quiet Harbor');
      await setDialog.getByLabel('Stage').selectOption({ label: 'Lakeside' });
      await setDialog.getByLabel(/^Start/).fill('2026-07-14T21:30');
      await setDialog.getByRole('button', { name: 'Create Set' }).click();
      await expectToast(page, 'Set created successfully');
      // 24-hour time in the edition's zone.
      await page.getByRole('cell', { name: 'Jul 14, 21:30' }).waitFor();

      // Live: the visitor's page shows the new set without a reload.
      await setCard(visitor, 'Quiet Harbor').waitFor();

      // Archive: it disappears there.
      await page.getByRole('button', { name: 'Archive', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Archive', exact: true }).click();
      await expectToast(page, 'Set archived successfully');
      await setCard(visitor, 'Quiet Harbor').waitFor({ state: 'detached' });

      // The edition's audit log names the edits in words, on a phone's width too; a filter
      // narrows it to one kind.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole('link', { name: 'Audit log' }).click();
      await page.waitForURL(/\/editions\/[^/]+\/audit$/);
      await page.getByText("Set 'Quiet Harbor' archived").waitFor();
      await page.getByText("Set 'Quiet Harbor' created").waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no sideways scrolling at 375 px');
      await page.getByLabel('Kind').selectOption('STAGE');
      await page.getByText("Stage 'Lakeside' created").waitFor();
      await page.getByText("Set 'Quiet Harbor' archived").waitFor({ state: 'detached' });
      // The site-wide log, from the admin navigation, holds the artist too.
      await page.getByRole('tab', { name: 'Audit Log' }).click();
      await page.waitForURL(/\/admin\/audit$/);
      await page.getByText("Artist 'Quiet Harbor' created").waitFor();
      await visitorContext.close();
    },
    adminEnv,
    { mail: true },
  );
});
