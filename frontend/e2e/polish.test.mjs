// Journeys of the festival-goer polish (issue 12), on one server: search without accents, a
// group link opened signed out, a 01:30 set under the previous festival day (its card, the day
// tab and the night filter too), times on the festival's clock in the 12/24-hour format chosen on
// the schedule, a friend's vote changing the group tally live, and 'Try Again' after a failed request.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { DEMO_YEAR, journey } from './harness.mjs';
import { gql, poll, setCard, signInByApi, subscribed } from './helpers.mjs';

const BASE = `/festivals/aurora-fields/editions/${DEMO_YEAR}`;

function sql(dbURL, text) {
  return execFileSync('psql', [dbURL, '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', text], { encoding: 'utf8' }).trim();
}

/** A set at 01:30 local on the night after the edition's first day, by an artist with accents. */
function addNightSet(dbURL) {
  sql(
    dbURL,
    `WITH e AS (SELECT e.id, e.start_date, e.time_zone FROM festival_editions e JOIN festivals f ON f.id = e.festival_id
                WHERE f.slug = 'aurora-fields' AND e.slug = '${DEMO_YEAR}'),
          s AS (INSERT INTO sets (festival_edition_id, stage_id, name, slug, time_start, time_end)
                SELECT e.id, (SELECT id FROM stages WHERE festival_edition_id = e.id AND NOT archived ORDER BY name LIMIT 1),
                       'Night Owl', 'night-owl',
                       ((e.start_date + 1) + time '01:30') AT TIME ZONE e.time_zone,
                       ((e.start_date + 1) + time '02:30') AT TIME ZONE e.time_zone
                FROM e RETURNING id),
          a AS (INSERT INTO artists (name, slug) VALUES ('Ólöf Nightingale', 'olof-nightingale') RETURNING id)
     INSERT INTO set_artists (set_id, artist_id, position) SELECT s.id, a.id, 0 FROM s, a`,
  );
  return sql(
    dbURL,
    `SELECT e.start_date FROM festival_editions e JOIN festivals f ON f.id = e.festival_id
     WHERE f.slug = 'aurora-fields' AND e.slug = '${DEMO_YEAR}'`,
  );
}

const dayLabel = (day) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const shortDay = (day) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

test('search, group links, festival nights and clocks, live group tallies and Try Again', async (t) => {
  await journey(
    t,
    async ({ server, browser, page: alice, mail }) => {
      const firstDay = addNightSet(server.dbURL);

      // Search finds an artist with an accent typed without it, and the address keeps it. The
      // visitor's browser is in another zone than the festival: every time follows the festival's.
      const visitor = await (await browser.newContext({ timezoneId: 'America/Los_Angeles' })).newPage();
      await visitor.goto(server.url + `${BASE}/sets`);
      await visitor.getByTestId('set-card').first().waitFor();
      assert.ok((await visitor.getByTestId('set-card').count()) > 1);
      await visitor.getByLabel('Search sets and artists').fill('olof NIGHTINGALE');
      await visitor.waitForURL(/q=olof\+NIGHTINGALE/);
      await poll(async () => {
        const n = await visitor.getByTestId('set-card').count();
        return { ok: n === 1, n };
      }, 'one card for the search');
      // Its card names the first festival day and the festival's wall clock, 24-hour by default.
      await setCard(visitor, 'Night Owl').getByText(`${shortDay(firstDay)} · 01:30 - 02:30`).waitFor();

      // The Genres popover (its code loads on demand): its button opens and closes it, and
      // after Escape focus is back on the button.
      const genres = visitor.getByRole('button', { name: /^Genres/ });
      const genreDialog = visitor.getByRole('dialog', { name: 'Genres' });
      await genres.click();
      await genreDialog.waitFor();
      await genres.click();
      await genreDialog.waitFor({ state: 'hidden' });
      await genres.press('Enter');
      await genreDialog.waitFor();
      await visitor.keyboard.press('Escape');
      await genreDialog.waitFor({ state: 'hidden' });
      assert.ok(await genres.evaluate((el) => el === document.activeElement), 'focus back on Genres');

      // The 01:30 set is listed under the first festival day, not the next calendar day, and that
      // day's tab and the night time filter (00:00-06:00) both find it.
      await visitor.goto(server.url + `${BASE}/schedule/list?q=night+owl&day=${firstDay}&time=night`);
      const day = visitor.getByRole('region', { name: dayLabel(firstDay) });
      await day.getByRole('link', { name: 'Night Owl', exact: true }).waitFor();
      // The 12-hour clock chosen on the schedule applies to the set cards and the set page too.
      await visitor.getByRole('button', { name: '24-hour clock', pressed: true }).click();
      await visitor.waitForURL(/use24Hour=false/);
      await day.getByText('1:30 AM').first().waitFor();
      await visitor.goto(server.url + `${BASE}/sets?q=night+owl`);
      await setCard(visitor, 'Night Owl').getByText(`${shortDay(firstDay)} · 1:30 AM - 2:30 AM`).waitFor();
      await setCard(visitor, 'Night Owl').getByRole('link', { name: 'Night Owl', exact: true }).click();
      await visitor.getByText(`${shortDay(firstDay)} · 1:30 AM - 2:30 AM`).waitFor();

      // Alice makes a group with Bob in it.
      await alice.goto(server.url + '/');
      await signInByApi(alice, mail, 'alice');
      const { createGroup } = await gql(alice, 'mutation($i: CreateGroupInput!) { createGroup(input: $i) { group { id } } }', {
        i: { name: 'Night crew' },
      });
      const groupId = createGroup.group.id;
      const { createGroupInvite } = await gql(
        alice,
        'mutation($i: CreateGroupInviteInput!) { createGroupInvite(input: $i) { token } }',
        { i: { groupId, expiresInDays: 1, maxUses: null } },
      );
      const bob = await (await browser.newContext()).newPage();
      await bob.goto(server.url + '/');
      await signInByApi(bob, mail, 'bob');
      await gql(bob, 'mutation($i: RedeemInviteInput!) { redeemInvite(input: $i) { group { id } } }', {
        i: { token: createGroupInvite.token },
      });

      // The group link opened signed out still shows the edition, says what it dropped, and
      // drops it from the address.
      const groupLink = `${BASE}/sets?groupId=${encodeURIComponent(groupId)}&votePerspective=group`;
      await visitor.goto(server.url + groupLink);
      await visitor.getByTestId('set-card').first().waitFor();
      await visitor.getByText('Some filters in this link are not available to you and were removed.').waitFor();
      await visitor.waitForURL((url) => !url.search.includes('groupId'));
      assert.equal(await visitor.getByText('Festival edition not found').count(), 0);
      // So does a stage id a chat app cut short.
      await visitor.goto(server.url + `${BASE}/sets?stages=U3RhZ2U6`);
      await visitor.getByTestId('set-card').first().waitFor();
      await visitor.getByText('Some filters in this link are not available to you and were removed.').waitFor();

      // Alice looks at the group's tallies; Bob's vote changes them live.
      const aliceSubscribed = subscribed(alice);
      const groupTallyFetches = [];
      alice.on('request', (r) => {
        if ((r.postData() ?? '').includes('useGroupTallyLiveQuery')) groupTallyFetches.push(r.url());
      });
      await alice.goto(server.url + groupLink + '&q=night+owl');
      const card = setCard(alice, 'Night Owl');
      const groupMustGo = card.getByTestId('tally-mustGo');
      await card.getByText('Group votes').waitFor();
      assert.equal(await groupMustGo.innerText(), '0');
      await aliceSubscribed;
      const { festival } = await gql(bob, `{ festival(slug: "aurora-fields") { edition(slug: "${DEMO_YEAR}") { set(slug: "night-owl") { id } } } }`);
      await gql(bob, 'mutation($i: SetVoteInput!) { setVote(input: $i) { vote } }', {
        i: { setId: festival.edition.set.id, vote: 'MUST_GO' },
      });
      await poll(async () => {
        const n = await groupMustGo.innerText();
        return { ok: n === '1', n, groupTallyFetches: groupTallyFetches.length };
      }, "Bob's vote in the group tally");

      // 'Try Again' recovers after one failed request.
      const flaky = await (await browser.newContext()).newPage();
      let failed = 0;
      await flaky.route('**/graphql', async (route) => {
        if (failed === 0 && (route.request().postData() ?? '').includes('SetsRouteQuery')) {
          failed++;
          await route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"message":"boom"}]}' });
          return;
        }
        await route.continue();
      });
      await flaky.goto(server.url + `${BASE}/sets`);
      await flaky.getByRole('heading', { name: 'Something went wrong' }).waitFor();
      assert.equal(failed, 1);
      await flaky.getByRole('button', { name: 'Try Again' }).click();
      await flaky.getByTestId('set-card').first().waitFor();
      assert.equal(await flaky.getByRole('heading', { name: 'Something went wrong' }).count(), 0);
    },
    {},
    { mail: true },
  );
});
