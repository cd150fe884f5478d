// Journeys: the installable app shell offline (issue 15). A signed-in visitor opens an edition,
// loses the network and reloads cold: the service worker serves the app, the saved store shows the
// sets and their own votes. Votes, a cleared vote and a note made then reach the server exactly
// once when the network returns, also when the server restarted meanwhile (stopped after the visitor
// went offline, or already while they were online); two tabs of one user offline end with the newer
// vote and no duplicates. Offline here is Playwright's emulation plus a route that aborts anything
// left (offlineHelpers.mjs); in the restart journeys the server process is not running at all while
// the visitor is offline.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEMO_YEAR, journey } from './harness.mjs';
import { gql, poll, setCard, signInByApi } from './helpers.mjs';
import { network, sql, waitForAppShell, waitForSnapshot } from './offlineHelpers.mjs';

const SETS_PATH = `/festivals/aurora-fields/editions/${DEMO_YEAR}/sets?sort=name-asc`;

const pressed = (page, set, choice) => setCard(page, set).getByRole('button', { name: choice });

async function waitPressed(page, set, choice, want = 'true') {
  const button = pressed(page, set, choice);
  await poll(async () => ({ ok: (await button.getAttribute('aria-pressed')) === want }), `${set}: ${choice} ${want}`);
}

async function tally(page, set) {
  const card = setCard(page, set);
  const n = async (id) => Number(await card.getByTestId(id).textContent());
  return { mustGo: await n('tally-mustGo'), interested: await n('tally-interested'), wontGo: await n('tally-wontGo') };
}

/** Signs in, opens the sets list and returns the first four set names and the user. */
async function openEdition(page, server, mail, name) {
  await page.goto(server.url + '/');
  const me = await signInByApi(page, mail, name);
  await page.goto(server.url + SETS_PATH);
  await page.getByTestId('set-card').nth(3).waitFor();
  const names = (await page.getByTestId('set-card').getByRole('heading').allTextContents()).slice(0, 4);
  me.id = sql(server.dbURL, `SELECT id FROM users WHERE email = '${me.email}'`);
  return { me, names };
}

/** This user's votes in the database, "set name=vote" (2 Must Go, 1 Interested, -1 Won't Go), sorted. */
function votesOf(server, userId) {
  const rows = sql(
    server.dbURL,
    `SELECT s.name || '=' || v.vote_type::text FROM votes v JOIN sets s ON s.id = v.set_id WHERE v.user_id = '${userId}'`,
  );
  return rows === '' ? '' : rows.split('\n').sort().join(',');
}

/**
 * restart: none; 'offline' (go offline, stop the server, the offline part, start it, go online);
 * 'online' (the server stops while the page is online: its socket retries, a set page opens from
 * the store, nothing saved is lost; then offline, the offline part, start, online).
 */
async function offlineVotesAndNote(t, { restart }) {
  await journey(
    t,
    async ({ server, browser, context, page, mail }) => {
      const { me, names } = await openEdition(page, server, mail, restart ? 'restart' : 'shell');
      const [a, b, c] = names;
      const before = { a: await tally(page, a), b: await tally(page, b) };

      // Online: one vote, and set a's page once, so its notes are in the saved store too.
      await pressed(page, a, 'Must Go').click();
      await waitPressed(page, a, 'Must Go');
      await setCard(page, a).getByRole('link', { name: a, exact: true }).click();
      await page.getByRole('button', { name: 'Add note' }).waitFor();
      // Saved (a second after the change) before the visitor leaves: a write started as the page
      // goes away is not always committed by Chromium (persist.test.ts covers our side of it). The
      // next page load must then keep it: it restores this snapshot before writing its own.
      await waitForSnapshot(page, ['MUST_GO', 'set(slug:']);
      await page.goto(server.url + SETS_PATH); // (Back to Sets keeps no sort order)
      await setCard(page, c).waitFor();
      await waitForAppShell(page);
      const setA = await setCard(page, a).getByRole('link', { name: a, exact: true }).getAttribute('href');
      await waitForSnapshot(page, ['MUST_GO', 'set(slug:']);

      // Another signed-in visitor watches the list (online throughout).
      const other = await browser.newContext();
      const watcher = await other.newPage();
      await openEdition(watcher, server, mail, 'watcher');

      const net = await network(context);
      const sockets = [];
      page.on('websocket', (ws) => sockets.push(ws.url()));
      const serverDownWhileOnline = async () => {
        const tried = sockets.length;
        await poll(async () => ({ ok: sockets.length >= tried + 2, tried: sockets.length }), 'the socket retries');
        await setCard(page, a).getByRole('link', { name: a, exact: true }).click();
        await page.getByRole('button', { name: 'Add note' }).waitFor();
        await page.goBack();
        await setCard(page, c).waitFor();
        await waitPressed(page, a, 'Must Go');
        await waitForSnapshot(page, ['MUST_GO', 'set(slug:']);
      };
      const offlinePhase = async () => {
        // Cold: a new page load, answered by the service worker; the store comes from IndexedDB.
        const response = await page.reload();
        assert.ok(response?.fromServiceWorker(), 'the reload was served by the service worker');
        await setCard(page, c).waitFor();
        await page.getByTestId('sync-status').getByText('Offline').waitFor();
        await waitPressed(page, a, 'Must Go'); // own vote from before, shown offline

        await pressed(page, a, "Won't Go").click(); // changes the server's vote
        await pressed(page, b, 'Interested').click();
        await pressed(page, c, 'Must Go').click();
        await waitPressed(page, c, 'Must Go');
        await pressed(page, c, 'Must Go').click(); // cleared again
        await waitPressed(page, c, 'Must Go', 'false');
        await waitPressed(page, a, "Won't Go");
        await page.getByTestId('sync-status').getByText('3 unsynced').waitFor();

        await setCard(page, a).getByRole('link', { name: a, exact: true }).click();
        await page.getByRole('button', { name: 'Add note' }).click();
        await page.getByLabel('Your note').fill('Offline after a cold start');
        await page.getByRole('button', { name: 'Save note' }).click();
        await page.getByText('Note saved offline').waitFor();
        await page.getByTestId('sync-status').getByText('4 unsynced').waitFor();
      };
      if (restart === 'online') {
        await server.restart(async () => {
          await serverDownWhileOnline();
          await net.offline();
          await offlinePhase();
        });
      } else {
        await net.offline();
        if (restart === 'offline') await server.restart(offlinePhase);
        else await offlinePhase();
      }
      assert.equal(votesOf(server, me.id), `${a}=2`, 'nothing reached the server while offline');

      await net.online();
      await poll(async () => ({ ok: (await page.getByTestId('sync-status').count()) === 0 }), 'the outbox drained');

      // Exactly those two votes and one note, in the database and through the API.
      assert.equal(votesOf(server, me.id), [`${a}=-1`, `${b}=1`].sort().join(','));
      assert.equal(sql(server.dbURL, `SELECT count(*) FROM notes WHERE user_id = '${me.id}'`), '1');
      const { festival } = await gql(
        page,
        `query($s: String!) { festival(slug: "aurora-fields") { edition(slug: "${DEMO_YEAR}") {
           set(slug: $s) { myVote notes(first: 50) { edges { node { content isMine } } } } } } }`,
        { s: setA.split('/').pop() },
      );
      assert.equal(festival.edition.set.myVote, 'WONT_GO');
      assert.deepEqual(festival.edition.set.notes.edges.map((e) => e.node.content), ['Offline after a cold start']);

      // The other visitor's open list shows the new tallies (live).
      const want = {
        a: { ...before.a, wontGo: before.a.wontGo + 1 },
        b: { ...before.b, interested: before.b.interested + 1 },
      };
      await poll(async () => {
        const got = { a: await tally(watcher, a), b: await tally(watcher, b) };
        return { ok: JSON.stringify(got) === JSON.stringify(want), got, want };
      }, 'the watcher sees the new tallies', 20_000);
      await other.close();
    },
    {},
    { mail: true },
  );
}

test('cold reload offline from the service worker; offline votes and a note arrive once', (t) =>
  offlineVotesAndNote(t, {}));

test('the same with the server restarted while the visitor is offline', (t) =>
  offlineVotesAndNote(t, { restart: 'offline' }));

test('the same with the server going down while the visitor is still online', (t) =>
  offlineVotesAndNote(t, { restart: 'online' }));

test('two tabs of one user offline: the newer vote wins, nothing is duplicated', async (t) => {
  await journey(
    t,
    async ({ server, context, page, mail }) => {
      const { me, names } = await openEdition(page, server, mail, 'tabs');
      const [a, b, c] = names;
      const before = await tally(page, a);
      await waitForAppShell(page);
      const second = await context.newPage();
      await second.goto(server.url + SETS_PATH);
      await setCard(second, c).waitFor();

      const net = await network(context);
      await net.offline();
      await pressed(page, a, 'Must Go').click();
      await pressed(page, b, 'Interested').click();
      await waitPressed(page, b, 'Interested');
      await page.getByTestId('sync-status').getByText('2 unsynced').waitFor();
      await pressed(second, a, "Won't Go").click(); // later, in the other tab
      await pressed(second, c, 'Must Go').click();
      await waitPressed(second, c, 'Must Go');
      assert.equal(votesOf(server, me.id), '');

      await net.online();
      for (const p of [page, second]) {
        await poll(async () => ({ ok: (await p.getByTestId('sync-status').count()) === 0 }), 'the outbox drained');
      }
      assert.equal(votesOf(server, me.id), [`${a}=-1`, `${b}=1`, `${c}=2`].sort().join(','));
      // The tally counts this user once, with the newer vote; both tabs show it after the resync.
      assert.equal(
        sql(server.dbURL, `SELECT count(*) FROM votes v JOIN sets s ON s.id = v.set_id WHERE s.name = '${a.replace(/'/g, "''")}'
          AND v.user_id = '${me.id}'`),
        '1',
      );
      for (const p of [page, second]) {
        await waitPressed(p, a, "Won't Go");
        await poll(async () => {
          const got = await tally(p, a);
          return { ok: got.wontGo === before.wontGo + 1 && got.mustGo === before.mustGo, got, before };
        }, 'tally of the newer vote');
      }
    },
    {},
    { mail: true },
  );
});
