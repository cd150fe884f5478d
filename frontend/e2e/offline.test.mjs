// Journey: offline votes and notes (issue 15). Signed in, the visitor opens an edition online, loses
// the connection, votes on three sets (clearing one again) and adds a note; the header shows the
// sync queue. Back online, the outbox replays once: the database holds exactly those votes and that
// note, and each queued change was sent exactly once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { DEMO_YEAR, journey } from './harness.mjs';
import { gql, poll, setCard, signInByApi } from './helpers.mjs';

const SETS_PATH = `/festivals/aurora-fields/editions/${DEMO_YEAR}/sets`;

function sql(dbURL, query) {
  return execFileSync('psql', [dbURL, '-tAc', query], { encoding: 'utf8' }).trim();
}

test('votes and notes made offline reach the server exactly once when the connection returns', async (t) => {
  await journey(
    t,
    async ({ server, context, page, mail }) => {
      const sent = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname !== '/graphql' || request.method() !== 'POST') return;
        const name = JSON.parse(request.postData() ?? '{}').operationName;
        if (name === 'useSetVoteMutation' || name === 'useAddNoteMutation') sent.push(name);
      });

      await page.goto(server.url + '/');
      const me = await signInByApi(page, mail, 'offline');
      await page.goto(server.url + SETS_PATH + '?sort=name-asc');
      await page.getByTestId('set-card').nth(2).waitFor();
      const first = await page.getByTestId('set-card').first().getByRole('heading').innerText();
      const firstUrl = await setCard(page, first).getByRole('link', { name: first, exact: true }).getAttribute('href');
      // Open the first set's page once online, so its notes are in the store, then back to the list.
      await setCard(page, first).getByRole('link', { name: first, exact: true }).click();
      await page.getByRole('heading', { name: first, level: 2 }).waitFor();
      await page.getByRole('button', { name: 'Add note' }).waitFor();
      await page.getByRole('link', { name: 'Back to Sets' }).first().click();
      await setCard(page, first).waitFor();
      // The list came back in its default order: take two more sets from what is on screen.
      const names = await page.getByTestId('set-card').getByRole('heading').allTextContents();
      const [second, third] = names.filter((n) => n !== first && names.indexOf(n) === names.lastIndexOf(n));

      await context.setOffline(true);
      const status = page.getByTestId('sync-status');
      await status.getByText('Offline').waitFor();

      await setCard(page, first).getByRole('button', { name: 'Must Go' }).click();
      await setCard(page, second).getByRole('button', { name: 'Interested' }).click();
      const thirdMustGo = setCard(page, third).getByRole('button', { name: 'Must Go' });
      await thirdMustGo.click();
      await poll(async () => ({ ok: (await thirdMustGo.getAttribute('aria-pressed')) === 'true' }), 'third vote shown');
      await thirdMustGo.click(); // the same choice again clears it: the queued vote is replaced
      await poll(async () => ({ ok: (await thirdMustGo.getAttribute('aria-pressed')) === 'false' }), 'third vote cleared');
      assert.equal(await setCard(page, first).getByRole('button', { name: 'Must Go' }).getAttribute('aria-pressed'), 'true');
      await status.getByText('3 unsynced').waitFor();

      // A note offline, on the set page the store already holds.
      await setCard(page, first).getByRole('link', { name: first, exact: true }).click();
      await page.getByRole('heading', { name: first, level: 2 }).waitFor();
      await page.getByRole('button', { name: 'Add note' }).click();
      await page.getByLabel('Your note').fill('Written in the field');
      await page.getByRole('button', { name: 'Save note' }).click();
      await page.getByText('Note saved offline').waitFor();
      const note = page.getByTestId('note').filter({ hasText: 'Written in the field' });
      await note.getByText('You (offline)').waitFor();
      await status.getByText('4 unsynced').waitFor();
      assert.deepEqual(sent, [], 'nothing was sent while offline');

      await context.setOffline(false);
      await poll(async () => ({ ok: (await status.count()) === 0 }), 'the outbox drained');
      assert.deepEqual(sent.sort(), ['useAddNoteMutation', 'useSetVoteMutation', 'useSetVoteMutation', 'useSetVoteMutation']);

      // Through the API: the two votes and the note, once.
      const { festival } = await gql(
        page,
        `query($s: String!) { festival(slug: "aurora-fields") { edition(slug: "${DEMO_YEAR}") {
           set(slug: $s) { myVote notes(first: 50) { edges { node { content isMine authorName } } } } } } }`,
        { s: firstUrl.split('/').pop() },
      );
      assert.equal(festival.edition.set.myVote, 'MUST_GO');
      assert.deepEqual(
        festival.edition.set.notes.edges.map((e) => [e.node.content, e.node.isMine]),
        [['Written in the field', true]],
      );
      // In the database: exactly those two votes and one note for this user.
      const userId = sql(server.dbURL, `SELECT id FROM users WHERE email = '${me.email}'`);
      assert.equal(sql(server.dbURL, `SELECT count(*) FROM votes WHERE user_id = '${userId}'`), '2');
      assert.equal(
        sql(server.dbURL, `SELECT string_agg(vote_type::text, ',' ORDER BY vote_type) FROM votes WHERE user_id = '${userId}'`),
        '1,2',
      );
      assert.equal(sql(server.dbURL, `SELECT count(*) FROM notes WHERE user_id = '${userId}'`), '1');

      // Once synced, the note shows its real author instead of the offline label. (The reload may
      // first show the store saved before the sync, a second behind; the server's answer follows.)
      await page.reload();
      await note.waitFor();
      await poll(async () => ({ ok: (await note.getByText('You (offline)').count()) === 0 }), 'the note shows its real author');
    },
    {},
    { mail: true },
  );
});
