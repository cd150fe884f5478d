// Issue 26 item 4: every set of a 600-set edition is reachable in the admin Sets table (count,
// 'Load more' to the last, search kept in the address), Edit and Archive fit a 375 px screen, and
// each role sees only the controls it may use.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { adminEnv, signInAdmin } from './adminHelpers.mjs';
import { journey } from './harness.mjs';
import { gql, signInByApi } from './helpers.mjs';

const lineup = new URL('../../testdata/lineup-large/', import.meta.url).pathname;
const bin = process.env.FESTIVAL_BIN ?? new URL('../../bin/festival', import.meta.url).pathname;

/** Rows of the admin table (cards on a phone), not counting the header row. */
const rows = (page) => page.locator('tbody tr');

async function loadEverything(page, noun, total) {
  const status = page.getByRole('status').filter({ hasText: `of ${total} ${noun}` });
  for (;;) {
    const more = page.getByRole('button', { name: 'Load more' });
    if (!(await more.isVisible())) break;
    const before = await rows(page).count();
    await more.click();
    await page.waitForFunction((n) => document.querySelectorAll('tbody tr').length > n, before);
  }
  await status.filter({ hasText: `Showing ${total} of ${total}` }).waitFor();
  assert.equal(await rows(page).count(), total);
}

/** The element lies wholly inside the viewport's width and is at least 44 px tall and wide. */
async function assertOnScreen(page, locator, what) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const width = page.viewportSize().width;
  assert.ok(box, `${what} is rendered`);
  assert.ok(box.x >= 0 && box.x + box.width <= width, `${what} within 0..${width}: ${JSON.stringify(box)}`);
  assert.ok(box.height >= 44 && box.width >= 44, `${what} is a 44 px target: ${JSON.stringify(box)}`);
}

test('a 600-set draft edition: every set reachable, counted and searchable, at 1280 and 375 px', async (t) => {
  await journey(
    t,
    async ({ server, page, mail }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(server.url + '/');
      await signInAdmin(page, mail);
      const { createFestival } = await gql(
        page,
        'mutation($i: CreateFestivalInput!) { createFestival(input: $i) { festival { id } } }',
        { i: { name: 'Big Fest', published: true } },
      );
      const festivalId = createFestival.festival.id;
      // A draft edition: the admin still sees (and edits) its sets.
      const { createEdition } = await gql(
        page,
        'mutation($i: CreateEditionInput!) { createEdition(input: $i) { edition { id } } }',
        { i: { festivalId, name: 'Main', year: 2026, timeZone: 'Europe/Amsterdam', published: false } },
      );
      const editionId = createEdition.edition.id;
      const env = { ...process.env, DATABASE_URL: server.dbURL, LOG_FORMAT: 'text' };
      for (const kind of ['stages', 'sets']) {
        execFileSync(bin, ['import', kind, '--edition', 'big-fest/main', lineup + `${kind}.csv`], { env, stdio: 'pipe' });
      }

      const setsURL = `${server.url}/admin/festivals/${encodeURIComponent(festivalId)}/editions/${encodeURIComponent(editionId)}/sets`;
      await page.goto(setsURL);
      await page.getByRole('status').filter({ hasText: 'Showing 100 of 600 sets' }).waitFor();
      await loadEverything(page, 'sets', 600);

      // Search: debounced into the address; the count follows; a reload keeps it.
      const { node } = await gql(
        page,
        'query($id: ID!) { node(id: $id) { ... on Edition { sets(first: 1, sort: NAME_DESC) { edges { node { name } } } } } }',
        { id: editionId },
      );
      const name = node.sets.edges[0].node.name;
      await page.getByLabel('Search sets').fill(name);
      await page.waitForURL((u) => new URL(u).searchParams.get('q') === name);
      const { node: found } = await gql(
        page,
        'query($id: ID!, $q: String) { node(id: $id) { ... on Edition { sets(first: 1, filter: { q: $q }) { totalCount } } } }',
        { id: editionId, q: name },
      );
      const n = found.sets.totalCount;
      assert.ok(n >= 1 && n < 600, `search finds ${n}`);
      await page.getByRole('status').filter({ hasText: `Showing ${Math.min(n, 100)} of ${n} sets` }).waitFor();
      await page.getByRole('cell', { name, exact: true }).first().waitFor();
      await page.reload();
      assert.equal(await page.getByLabel('Search sets').inputValue(), name);
      await page.getByRole('status').filter({ hasText: `of ${n} sets` }).waitFor();

      // The artists table pages too (the import created the lineup's artists).
      const { artists } = await gql(page, '{ artists(first: 1) { totalCount } }');
      assert.ok(artists.totalCount > 50, `${artists.totalCount} artists`);
      await page.goto(server.url + '/admin/artists');
      await page.getByRole('status').filter({ hasText: `Showing 50 of ${artists.totalCount} artists` }).waitFor();
      await loadEverything(page, 'artists', artists.totalCount);

      // A phone: Edit and Archive of a set are on screen and 44 px; the dialog tells the truth.
      await page.setViewportSize({ width: 375, height: 812 });
      mkdirSync(new URL('./artifacts/screens/', import.meta.url), { recursive: true });
      await page.goto(setsURL);
      await page.getByRole('status').filter({ hasText: 'Showing 100 of 600 sets' }).waitFor();
      const first = rows(page).first();
      await page.screenshot({ path: new URL('./artifacts/screens/admin-sets-375.png', import.meta.url).pathname });
      await assertOnScreen(page, first.getByRole('button', { name: 'Edit', exact: true }), 'Edit');
      await assertOnScreen(page, first.getByRole('button', { name: 'Archive', exact: true }), 'Archive');
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= 375, `no sideways scrolling (${scrollWidth} px)`);
      await first.getByRole('button', { name: 'Archive', exact: true }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText(/votes are kept and come back if the set is restored/).waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      // The last of the 600 is reachable on a phone too.
      await loadEverything(page, 'sets', 600);
      const last = rows(page).last();
      await assertOnScreen(page, last.getByRole('button', { name: 'Edit', exact: true }), 'Edit of the last set');
      await assertOnScreen(page, last.getByRole('button', { name: 'Archive', exact: true }), 'Archive of the last set');
    },
    adminEnv,
    { mail: true },
  );
});

test('moderators get the Admin link and no role controls; admins see roles but cannot change them', async (t) => {
  await journey(
    t,
    async ({ server, browser, page, mail }) => {
      await page.goto(server.url + '/');
      await signInAdmin(page, mail);

      // Two users sign in; the super admin makes one a moderator and the other an admin.
      const people = {};
      for (const role of ['MODERATOR', 'ADMIN']) {
        const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
        const p = await context.newPage();
        await p.goto(server.url + '/');
        const who = await signInByApi(p, mail, role.toLowerCase());
        await gql(page, 'mutation($i: AddAdminRoleInput!) { addAdminRole(input: $i) { message } }', {
          i: { email: who.email, role },
        });
        people[role] = { page: p, ...who };
      }

      // The super admin sees the controls.
      await page.goto(server.url + '/admin/admins');
      await page.getByRole('button', { name: 'Add Admin' }).waitFor();
      await page.getByRole('combobox', { name: `Role of ${people.MODERATOR.email}` }).waitFor();

      // The moderator: an Admin Dashboard link in the user menu; content tabs only.
      const mod = people.MODERATOR.page;
      await mod.goto(server.url + '/');
      await mod.getByRole('button', { name: `User menu for ${people.MODERATOR.username}` }).click();
      await mod.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
      await mod.waitForURL(/\/admin\/artists$/);
      await mod.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await mod.getByRole('tab', { name: 'Festival Management' }).waitFor();
      await mod.getByRole('button', { name: 'Add Artist' }).waitFor();
      assert.equal(await mod.getByRole('tab', { name: 'Admin Roles' }).count(), 0);
      assert.equal(await mod.getByRole('tab', { name: 'Analytics' }).count(), 0);
      await mod.goto(server.url + '/admin/admins');
      await mod.waitForURL(/\/admin\/artists$/);
      assert.equal(await mod.getByRole('button', { name: 'Add Admin' }).count(), 0);

      // The admin: the roles list, without any control that the server would refuse.
      const adm = people.ADMIN.page;
      await adm.goto(server.url + '/admin/admins');
      await adm.getByRole('heading', { name: 'Admin Roles Management' }).waitFor();
      await adm.getByText(people.MODERATOR.email).waitFor();
      await adm.getByText('Only super admins can add, change or remove roles.').waitFor();
      assert.equal(await adm.getByRole('button', { name: 'Add Admin' }).count(), 0);
      assert.equal(await adm.getByRole('combobox').count(), 0);
      assert.equal(await adm.getByRole('button', { name: 'Remove' }).count(), 0);
      await adm.getByRole('tab', { name: 'Analytics' }).waitFor();
    },
    adminEnv,
    { mail: true },
  );
});
